import type { TLoginResponse, TPasswordChangeRequest } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';

/** PATCH /api/user/putpassword with the temporary token of the login: completes it (a login response). */
export const putPassword = (request: TPasswordChangeRequest, temporaryToken: string) =>
  apiFetch<TLoginResponse>('/user/putpassword', { method: 'PATCH', body: request, token: temporaryToken });
