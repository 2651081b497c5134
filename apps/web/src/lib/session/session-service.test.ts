import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginSample, storedSample } from '../../test/session-fixtures';
import { readSessionCookie, writeSessionCookie } from './session-cookie';
import { sessionEvents } from './session-events';
import { browser, establishSession, initSession, logout, renewalPending } from './session-service';
import { useSession } from './session-store';

type Call = { url: string; method: string; authorization: string | undefined };
let calls: Call[] = [];
let answers: Record<string, () => Response> = {};
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  answers = {};
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      const method = init.method ?? 'GET';
      calls.push({ url, method, authorization: headers.authorization });
      return (answers[`${method} ${url}`] ?? json({ code: 'system.not-found' }, 404))();
    }),
  );
  browser.reload = vi.fn();
  browser.assign = vi.fn();
});

afterEach(async () => {
  answers['PUT /api/authentication/logoff'] = () => new Response(null, { status: 204 });
  await logout({ force: true });
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the session service', () => {
  it('starts anonymous without a stored session', () => {
    initSession();
    expect(useSession.getState().identity.id).toBeNull();
    expect(useSession.getState().identity.name).toBe('Anonymous');
  });

  it('establishes a login once, stores it and renews it ten minutes before expiry', async () => {
    initSession();
    expect(establishSession(loginSample, true)).toBe(true);
    expect(establishSession({ ...loginSample, tokenId: 'other' }, false)).toBe(false);
    const state = useSession.getState();
    expect(state.scopes).toEqual(['user', 'student', 'master']);
    expect(state).toMatchObject({
      accessToken: 'token-1',
      payEnabled: true,
      claimsReady: true,
      rememberMe: true,
    });
    expect(readSessionCookie()?.access_token).toBe('token-1');
    expect(renewalPending()).toBe(true);

    answers['POST /api/authentication/refresh'] = json({ ...loginSample, tokenId: 'token-2' });
    await vi.advanceTimersByTimeAsync(3_000_000);
    expect(calls.at(-1)).toEqual({
      url: '/api/authentication/refresh',
      method: 'POST',
      authorization: 'Bearer token-1',
    });
    expect(useSession.getState().accessToken).toBe('token-2');
    expect(readSessionCookie()?.access_token).toBe('token-2');
  });

  it('ends the session and reloads when renewal fails', async () => {
    const renewError = vi.fn();
    const off = sessionEvents.on('AccessTokenRenewError', renewError);
    initSession();
    establishSession({ ...loginSample, expiration: 60_000 }, false);
    answers['POST /api/authentication/refresh'] = json(['system.could-not-refresh-session'], 401);
    await vi.advanceTimersByTimeAsync(0);
    expect(renewError).toHaveBeenCalledTimes(1);
    expect(browser.reload).toHaveBeenCalled();
    expect(useSession.getState().identity.id).toBeNull();
    expect(readSessionCookie()).toBeNull();
    off();
  });

  it('at the end of the sign-in time limit, renews once more, then ends the session when it expires', async () => {
    initSession();
    establishSession({ ...loginSample, expiration: 900_000 }, false);
    // The chain ends in 8 minutes: the renewed token expires then, inside the renewal lead.
    answers['POST /api/authentication/refresh'] = json({
      ...loginSample,
      tokenId: 'token-2',
      expiration: 480_000,
    });
    await vi.advanceTimersByTimeAsync(300_000);
    const refreshes = () => calls.filter((call) => call.url === '/api/authentication/refresh').length;
    expect(refreshes()).toBe(1);
    expect(useSession.getState().accessToken).toBe('token-2');
    await vi.advanceTimersByTimeAsync(479_000);
    expect(refreshes()).toBe(1);
    expect(browser.reload).not.toHaveBeenCalled();
    expect(useSession.getState().accessToken).toBe('token-2');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refreshes()).toBe(1);
    expect(browser.reload).toHaveBeenCalled();
    expect(useSession.getState().identity.id).toBeNull();
    expect(readSessionCookie()).toBeNull();
  });

  it('restores a stored session and reads the switches from introspect', async () => {
    writeSessionCookie(storedSample);
    answers['GET /api/authentication/introspect'] = json({
      expiration: 1_200_000,
      paymentEnabled: true,
      tutoringEnabled: true,
    });
    initSession();
    expect(useSession.getState().identity).toMatchObject({ id: 'u-1', name: 'Estefanía Muñoz' });
    await vi.advanceTimersByTimeAsync(0);
    expect(useSession.getState()).toMatchObject({ claimsReady: true, tutoringEnabled: true });
    expect(calls[0]?.authorization).toBe('Bearer token-1');
    expect(renewalPending()).toBe(true);
  });

  it('takes the auto-pay charge needing the student from the login, then from /user/me', async () => {
    initSession();
    establishSession({ ...loginSample, authenticationNeeded: true }, true);
    expect(useSession.getState().identity.authenticationNeeded).toBe(true);
    await logout({ force: true });
    writeSessionCookie(storedSample);
    answers['GET /api/authentication/introspect'] = json({
      expiration: 1_200_000,
      paymentEnabled: true,
      tutoringEnabled: false,
    });
    answers['GET /api/user/me'] = json({
      id: 'u-1',
      name: 'Estefanía Muñoz',
      isMaster: true,
      isTutor: false,
      isActive: true,
      roleName: 'Student',
      preferredLocale: 'es',
      scopes: [],
      balance: 50,
      delinquentAmount: 0,
      installment: 50,
      lateCharges: 0,
      lastPaymentDate: null,
      nextPaymentDate: '2026-05-10',
      authenticationNeeded: true,
      impersonator: null,
    });
    initSession();
    expect(useSession.getState().identity.authenticationNeeded).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(useSession.getState().identity).toMatchObject({ id: 'u-1', authenticationNeeded: true });
  });

  it('drops a stored session whose token is refused', async () => {
    const expired = vi.fn();
    const off = sessionEvents.on('AccessTokenExpired', expired);
    writeSessionCookie(storedSample);
    answers['GET /api/authentication/introspect'] = json({ code: 'system.unauthorized' }, 401);
    initSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(expired).toHaveBeenCalled();
    expect(useSession.getState().identity.id).toBeNull();
    expect(readSessionCookie()).toBeNull();
    off();
  });

  it('logs off, clears the session and reloads to the base address', async () => {
    const signedOut = vi.fn();
    const off = sessionEvents.on('SessionSignedOut', signedOut);
    initSession();
    expect(await logout()).toBe(false);
    establishSession(loginSample, false);
    answers['PUT /api/authentication/logoff'] = json({ code: 'system.exception' }, 500);
    expect(await logout()).toBe(true);
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', authorization: 'Bearer token-1' });
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(browser.assign).toHaveBeenCalledWith('/');
    expect(readSessionCookie()).toBeNull();
    expect(renewalPending()).toBe(false);
    off();
  });

  it('forgets what the MP3 course kept offline at every sign-in and at sign-out, and only that', async () => {
    // The Cache Storage: the MP3 course's lesson files and kept answers, the worker's precache, another.
    const names = new Set([
      'puente-mp3-offline-v1',
      'puente-mp3-answers-v2',
      'workbox-precache-v2-x',
      'other',
    ]);
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => [...names],
      delete: async (name: string) => {
        deleted.push(name);
        return names.delete(name);
      },
    });
    initSession();
    establishSession(loginSample, false);
    await vi.advanceTimersByTimeAsync(0);
    expect(deleted.sort()).toEqual(['puente-mp3-answers-v2', 'puente-mp3-offline-v1']);

    // The user keeps a lesson again, then signs out.
    names.add('puente-mp3-offline-v1');
    deleted.length = 0;
    answers['PUT /api/authentication/logoff'] = () => new Response(null, { status: 204 });
    expect(await logout()).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(deleted).toEqual(['puente-mp3-offline-v1']);
    expect([...names].sort()).toEqual(['other', 'workbox-precache-v2-x']);
  });
});
