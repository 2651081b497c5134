import type { TAccountActivityFilter, TAccountActivityReport } from '@puente/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { reportKeys } from './report-query-keys';

/** POST /reports/account-activity (report:account-activity). */
export const useAccountActivity = (filter: TAccountActivityFilter | null) =>
  useQuery({
    queryKey: reportKeys.of('account-activity', filter),
    queryFn: ({ signal }) =>
      apiFetch<TAccountActivityReport>('/reports/account-activity', { method: 'POST', body: filter, signal }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
