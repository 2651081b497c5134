import type { TMostActiveFilter, TMostActiveReport } from '@puente/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { reportKeys } from './report-query-keys';

/** POST /reports/most-active-users (report:most-active-users). */
export const useMostActive = (filter: TMostActiveFilter | null) =>
  useQuery({
    queryKey: reportKeys.of('most-active-users', filter),
    queryFn: ({ signal }) =>
      apiFetch<TMostActiveReport>('/reports/most-active-users', { method: 'POST', body: filter, signal }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
