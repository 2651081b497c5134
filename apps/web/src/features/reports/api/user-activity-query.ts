import type { TUserActivityFilter, TUserActivityReport } from '@puente/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { reportKeys } from './report-query-keys';

/** POST /reports/user-activity (report:user-activity). */
export const useUserActivity = (filter: TUserActivityFilter | null) =>
  useQuery({
    queryKey: reportKeys.of('user-activity', filter),
    queryFn: ({ signal }) =>
      apiFetch<TUserActivityReport>('/reports/user-activity', { method: 'POST', body: filter, signal }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
