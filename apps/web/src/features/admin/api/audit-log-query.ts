import type { TAuditAction, TAuditKind, TAuditLogList } from '@puente/shared';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type AuditLogFilter = {
  search: string;
  /** Who did it (as themselves, or impersonating). */
  actorId: string | null;
  kind: TAuditKind | null;
  action: TAuditAction | null;
  /** Inclusive start and exclusive end, as instants. */
  from: string | null;
  to: string | null;
};

const PAGE = 50;

/** The filter as the server's query parameters (the list's and the CSV export's). */
export const auditLogQuery = (filter: AuditLogFilter) => ({
  SearchValue: filter.search || undefined,
  actorId: filter.actorId ?? undefined,
  kind: filter.kind ?? undefined,
  action: filter.action ?? undefined,
  from: filter.from ?? undefined,
  to: filter.to ?? undefined,
});

/** GET /admin/audit-log: newest first, page by page. */
export const useAuditLog = (filter: AuditLogFilter) =>
  useInfiniteQuery({
    queryKey: ['people', 'audit-log', filter],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<TAuditLogList>('/admin/audit-log', {
        signal,
        query: { ...auditLogQuery(filter), Skip: pageParam, Take: PAGE },
      }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
