import type { TUserTimeline, TUserTimelineFilter } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { reportKeys } from './report-query-keys';

/** POST /reports/user-timeline: one user's latest events of the range. */
export const useUserTimeline = (filter: TUserTimelineFilter | null) =>
  useQuery({
    queryKey: reportKeys.of('user-timeline', filter),
    queryFn: ({ signal }) =>
      apiFetch<TUserTimeline>('/reports/user-timeline', { method: 'POST', body: filter, signal }),
    enabled: filter !== null,
  });
