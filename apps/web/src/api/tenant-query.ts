import type { TPublicTenant } from '@puente/shared';
import { apiFetch } from '../lib/api-client';
import { sharedRequest } from '../lib/shared-request';

/** GET /api/tenant: the tenant's public facts (support e-mail and phone: footer, payment page). */
export const useTenant = sharedRequest(() => apiFetch<TPublicTenant>('/tenant', { token: null }));
