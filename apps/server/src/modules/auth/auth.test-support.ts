import type { TestApp } from '../../../test/build-test-app.ts';
import type { Clock } from '../../lib/clock.ts';

/** A clock tests move by hand. */
export function manualClock(start = new Date('2026-03-02T15:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  } satisfies Clock & { advance(ms: number): void };
}

export const MINUTE = 60_000;

/** Raw POST /api/authentication/login on a host. */
export const postLogin = (t: TestApp, host: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authentication/login',
    headers: { host, ...headers },
    payload: payload as Record<string, unknown>,
  });

export const bearer = (token: string, host: string) => ({ authorization: `Bearer ${token}`, host });
