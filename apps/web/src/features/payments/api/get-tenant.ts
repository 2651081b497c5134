import type { TPublicTenant } from '@puente/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { paymentQueryKeys } from './payment-query-keys';

/** GET /tenant: the public settings of the tenant (the support phone line shown on the page). */
export const fetchTenant = (signal?: AbortSignal) => apiFetch<TPublicTenant>('/tenant', { signal });

export const tenantQueryOptions = () =>
  queryOptions({
    queryKey: paymentQueryKeys.tenant(),
    queryFn: ({ signal }) => fetchTenant(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useTenant = () => useQuery(tenantQueryOptions());
