import type { TLocationResponse } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';
import { sharedRequest } from '../../../lib/shared-request';

/** GET /api/authentication/location: the client IP (sent as origin) and the preferred locale. */
export const useLocationInfo = sharedRequest(() =>
  apiFetch<TLocationResponse>('/authentication/location', { token: null }),
);
