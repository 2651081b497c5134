import type { TIntrospectResponse, TLoginResponse } from '@puente/shared';
import { apiFetch } from '../api-client';

/** GET /api/authentication/introspect: milliseconds left on the token and the tenant's switches. */
export const fetchIntrospect = (token?: string | null) =>
  apiFetch<TIntrospectResponse>('/authentication/introspect', { token });

/** POST /api/authentication/refresh: a login response with the rotated token. */
export const postRefresh = (token?: string | null) =>
  apiFetch<TLoginResponse>('/authentication/refresh', { method: 'POST', token });

/** PUT /api/authentication/logoff: revokes the session of the token. */
export const putLogoff = (token?: string | null) =>
  apiFetch<unknown>('/authentication/logoff', { method: 'PUT', token });
