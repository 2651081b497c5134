import type { TReportUsers } from '@puente/shared';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { reportKeys } from './report-query-keys';

const PAGE = 30;

/** GET /reports/users: the users to pick, a page at a time (the picker loads more on scroll). */
export const useReportUsers = (search: string) =>
  useInfiniteQuery({
    queryKey: reportKeys.of('users', search),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<TReportUsers>('/reports/users', {
        signal,
        query: { SearchValue: search || undefined, Skip: pageParam, Take: PAGE },
      }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
