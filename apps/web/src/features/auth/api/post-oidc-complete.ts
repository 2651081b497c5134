import type { TLoginResponse, TOidcCompleteRequest } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/auth/oidc/complete: completes the sign-in the school's provider verified (the browser's
 * cookie names it). The login response, as POST /authentication/login answers; 401 a list of codes.
 */
export const postOidcComplete = (request: TOidcCompleteRequest) =>
  apiFetch<TLoginResponse>('/auth/oidc/complete', { method: 'POST', body: request, token: null });
