import type { TReconciliation } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The reconciliation as the server compared it (asking the provider: never kept fresh in the background). */
const reconciliationKey = ['admin', 'billing', 'reconciliation'] as const;

/** GET /admin/billing/reconciliation: the provider's record of the last 7 days against the ledger. */
export const useReconciliation = () =>
  useQuery({
    queryKey: reconciliationKey,
    queryFn: ({ signal }) => apiFetch<TReconciliation>('/admin/billing/reconciliation', { signal }),
    staleTime: 60_000,
  });
