import type { TestApp } from '../../../test/build-test-app.ts';

/** Raw POST /api/authentication/login on a host. */
export const postLogin = (t: TestApp, host: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authentication/login',
    headers: { host, ...headers },
    payload: payload as Record<string, unknown>,
  });

export const bearer = (token: string, host: string) => ({ authorization: `Bearer ${token}`, host });
