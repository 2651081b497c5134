import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedSample } from '../../test/session-fixtures';

const introspect = { expiration: 3_600_000, paymentEnabled: true, tutoringEnabled: false };
let urls: string[] = [];

beforeEach(() => {
  vi.resetModules();
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const body = url.endsWith('/introspect') ? introspect : { code: 'system.not-found' };
      return new Response(JSON.stringify(body), {
        status: url.endsWith('/introspect') ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(async () => {
  const { clearSessionCookie } = await import('./session-cookie');
  clearSessionCookie();
  vi.unstubAllGlobals();
});

/** Lets the lazily imported session service load and its calls go out. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a start with a stored session', () => {
  it('is signed in at once and checks the session with the server only once the first screen is drawn', async () => {
    const { writeSessionCookie } = await import('./session-cookie');
    writeSessionCookie(storedSample);
    const { startSession } = await import('./session-start');
    const { useSession } = await import('./session-store');
    const { markFirstScreenDrawn } = await import('../first-screen');

    startSession();
    expect(useSession.getState().accessToken).toBe(storedSample.access_token);
    // The session service itself loads at once (it sends a user who must pay to the payment step).
    await import('./session-service');
    await settle();
    expect(urls).toEqual([]);

    markFirstScreenDrawn();
    await vi.waitFor(() => expect(useSession.getState().claimsReady).toBe(true));
    expect(urls[0]).toBe('/api/authentication/introspect');
    expect(useSession.getState().payEnabled).toBe(true);
  });
});
