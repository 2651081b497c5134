import type { TLoginRequest, TLoginResponse } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/authentication/login. 401 answers a list of codes; the first is shown. */
export const postLogin = (request: TLoginRequest) =>
  apiFetch<TLoginResponse>('/authentication/login', { method: 'POST', body: request, token: null });
