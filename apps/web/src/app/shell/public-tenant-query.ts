import type { TPublicTenant } from '@puente/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

/** GET /api/tenant: the tenant's public facts (support e-mail and phone for the footer). */
export const publicTenantQuery = queryOptions({
  queryKey: ['tenant'],
  queryFn: () => apiFetch<TPublicTenant>('/tenant', { token: null }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: 0,
});

export const usePublicTenant = () => useQuery(publicTenantQuery);
