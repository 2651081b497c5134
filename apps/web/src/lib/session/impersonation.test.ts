import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginSample, storedSample } from '../../test/session-fixtures';
import { endImpersonation, keptSession, renewKeptSession, startImpersonation } from './impersonation';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from './session-cookie';
import { sessionEvents } from './session-events';
import { browser, initSession, renewSession } from './session-service';
import { useSession } from './session-store';

type Call = { url: string; method: string; authorization: string | undefined };
let calls: Call[] = [];
let answers: Record<string, () => Response> = {};
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const adminStored = {
  ...storedSample,
  sid: 'admin-1',
  preferred_name: 'Ada Admin',
  access_token: 'admin-token',
  scopes: 'Administrator' as const,
  master: false,
  locale: 'en' as const,
};
const kept = () => keptSession.read();

beforeEach(() => {
  calls = [];
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      const method = init.method ?? 'GET';
      calls.push({ url, method, authorization: headers.authorization });
      return (answers[`${method} ${url}`] ?? json({ code: 'system.not-found' }, 404))();
    }),
  );
  browser.assign = vi.fn();
});

afterEach(() => {
  clearSessionCookie();
  keptSession.write(null);
  useSession.setState({ accessToken: null });
  vi.unstubAllGlobals();
});

describe('impersonation in the browser', () => {
  it("keeps the administrator's session aside, takes the user's, and starts again at /", async () => {
    writeSessionCookie(adminStored);
    initSession();
    answers['POST /api/authentication/impersonate/u-1'] = json({ ...loginSample, tokenId: 'acting-token' });
    await startImpersonation('u-1');
    expect(calls.find((c) => c.url.includes('impersonate'))?.authorization).toBe('Bearer admin-token');
    expect(kept()?.access_token).toBe('admin-token');
    // The user's session, in the administrator's language.
    expect(readSessionCookie()).toMatchObject({ access_token: 'acting-token', sid: 'u-1', locale: 'en' });
    expect(browser.assign).toHaveBeenCalledWith('/');
  });

  it('replaces a kept session left by an earlier sign-out (only a nested impersonation keeps it)', async () => {
    keptSession.write({ ...adminStored, access_token: 'stale-token' });
    writeSessionCookie(adminStored);
    initSession();
    answers['POST /api/authentication/impersonate/u-1'] = json({ ...loginSample, tokenId: 'acting-token' });
    await startImpersonation('u-1');
    expect(kept()?.access_token).toBe('admin-token');
  });

  it('a refused impersonation changes nothing', async () => {
    writeSessionCookie(adminStored);
    initSession();
    answers['POST /api/authentication/impersonate/u-9'] = json({ code: 'user.not-found' }, 404);
    await expect(startImpersonation('u-9')).rejects.toThrow();
    expect(kept()).toBeNull();
    expect(readSessionCookie()?.access_token).toBe('admin-token');
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it("ends the impersonation's session and goes back to the administrator's, at /admin", async () => {
    keptSession.write(adminStored);
    writeSessionCookie({ ...storedSample, access_token: 'acting-token' });
    initSession();
    answers['PUT /api/authentication/logoff'] = () => new Response(null, { status: 204 });
    const switched = vi.fn();
    const off = sessionEvents.on('SessionSwitched', switched);
    await endImpersonation();
    off();
    // Before the page is left: the menus start again on the administrator's own default product.
    expect(switched).toHaveBeenCalledTimes(1);
    expect(calls.find((c) => c.method === 'PUT')?.authorization).toBe('Bearer acting-token');
    expect(readSessionCookie()?.access_token).toBe('admin-token');
    expect(kept()).toBeNull();
    expect(browser.assign).toHaveBeenCalledWith('/admin');
  });

  it('without a kept session, going back signs out', async () => {
    writeSessionCookie({ ...storedSample, access_token: 'acting-token' });
    initSession();
    answers['PUT /api/authentication/logoff'] = () => new Response(null, { status: 204 });
    await endImpersonation();
    expect(readSessionCookie()).toBeNull();
    expect(browser.assign).toHaveBeenCalledWith('/');
  });

  it("renews the administrator's kept session before the acting one, so the way back finds it alive", async () => {
    keptSession.write(adminStored);
    writeSessionCookie({ ...storedSample, access_token: 'acting-token' });
    initSession();
    useSession.setState({ identity: { ...useSession.getState().identity, impersonator: 'admin-1' } });
    answers['POST /api/authentication/refresh'] = () => {
      const last = calls.at(-1)!;
      const next = last.authorization === 'Bearer admin-token' ? 'admin-token-2' : 'acting-token-2';
      return json({ ...loginSample, tokenId: next, expiration: 3_600_000 })();
    };
    await renewSession();
    const refreshes = calls.filter((c) => c.url.endsWith('/authentication/refresh'));
    expect(refreshes.map((c) => c.authorization)).toEqual(['Bearer admin-token', 'Bearer acting-token']);
    expect(kept()).toMatchObject({ access_token: 'admin-token-2', locale: 'en' });
    expect(readSessionCookie()?.access_token).toBe('acting-token-2');
  });

  it('renews no kept session when not acting as anyone', async () => {
    keptSession.write(adminStored);
    writeSessionCookie(adminStored);
    initSession();
    await renewKeptSession();
    expect(calls.filter((c) => c.url.endsWith('/authentication/refresh'))).toEqual([]);
    expect(kept()?.access_token).toBe('admin-token');
  });
});
