import { apiFetch } from '../../../lib/api-client';

/** GET /api/user/getonetimepassword: e-mails a one-time password. 400 answers a list of codes. */
export const getOneTimePassword = (username: string) =>
  apiFetch<unknown>('/user/getonetimepassword', { query: { username }, token: null });
