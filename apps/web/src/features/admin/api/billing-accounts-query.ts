import type {
  TAccountPlanInput,
  TAdjustmentInput,
  TAdminAccountDetail,
  TAdminAccountRow,
  TRefundInput,
} from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { resourceClient, type Versioned } from '../../../lib/resource/resource-client';

/**
 * GET /admin/accounts as a list resource (filter, Skip, Take → { items, total }) for ListScreen. Accounts
 * are not edited as records, so their rows carry no version: the list never sends one back.
 */
export const billingAccountsClient = resourceClient<TAdminAccountRow & Versioned, never>('/admin/accounts');

export const accountBillingKey = (id: string) => ['admin', 'accounts', id] as const;

/** GET /admin/accounts/:id: plan, figures, ledger (newest first) and payments. */
export const useAccountBilling = (id: string | null) =>
  useQuery({
    queryKey: accountBillingKey(id ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<TAdminAccountDetail>(`/admin/accounts/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
  });

/** PUT /admin/accounts/:id/plan: creates or replaces the plan; answers the account. */
export const putAccountPlan = (id: string, body: TAccountPlanInput) =>
  apiFetch<TAdminAccountDetail>(`/admin/accounts/${encodeURIComponent(id)}/plan`, { method: 'PUT', body });

/** POST /admin/accounts/:id/adjustments: a ledger entry with its reason; answers the account. */
export const postAdjustment = (id: string, body: TAdjustmentInput) =>
  apiFetch<TAdminAccountDetail>(`/admin/accounts/${encodeURIComponent(id)}/adjustments`, {
    method: 'POST',
    body,
  });

/** POST /admin/accounts/:id/refunds: through the payment provider, once per key; answers the account. */
export const postRefund = (id: string, body: TRefundInput) =>
  apiFetch<TAdminAccountDetail>(`/admin/accounts/${encodeURIComponent(id)}/refunds`, {
    method: 'POST',
    body,
  });
