import type { TLoginResponse, TPasswordChangeRequest } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';

/** PATCH /user/putpassword with the current password: every session ends, a new one is answered. */
export const changeMyPassword = (request: TPasswordChangeRequest) =>
  apiFetch<TLoginResponse>('/user/putpassword', { method: 'PATCH', body: request });
