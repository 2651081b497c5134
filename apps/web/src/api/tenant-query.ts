import type { TPublicTenant } from '@puente/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client';

/** GET /api/tenant: the tenant's public facts (support e-mail and phone: footer, payment page). */
const tenantQuery = () =>
  queryOptions({
    queryKey: ['tenant'],
    queryFn: ({ signal }) => apiFetch<TPublicTenant>('/tenant', { token: null, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 0,
  });

export const useTenant = () => useQuery(tenantQuery());
