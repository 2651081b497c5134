import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginSample } from '../../test/session-fixtures';
import { i18n, initI18n } from '../i18n';
import { LOCALE_STORAGE_KEY, storedLocale } from '../locale-store';
import { setLocale } from '../set-locale';
import { chooseLocale } from './choose-locale';
import { readSessionCookie } from './session-cookie';
import { browser, establishSession, initSession, logout, saveLocale } from './session-service';

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];
let failLocale = false;

beforeEach(() => {
  initI18n('es');
  setLocale('es');
  calls = [];
  failLocale = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'PUT' && url === '/api/user/locale' && !failLocale) {
        return new Response(JSON.stringify({ preferredLocale: 'en' }), { status: 200 });
      }
      return new Response(JSON.stringify({ code: 'system.not-found' }), { status: 404 });
    }),
  );
  browser.reload = vi.fn();
  browser.assign = vi.fn();
});

afterEach(async () => {
  await logout({ force: true });
  setLocale('es');
  vi.unstubAllGlobals();
});

describe('the language follows the user', () => {
  it("signing in switches the interface to the user's preferred language, on a fresh device too", () => {
    localStorage.removeItem(LOCALE_STORAGE_KEY);
    initSession();
    establishSession({ ...loginSample, preferredLocale: 'en' }, false);
    expect(i18n.language).toBe('en');
    expect(storedLocale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('a signed-in change of language is kept on the server and in the stored session', async () => {
    initSession();
    establishSession(loginSample, false);
    expect(i18n.language).toBe('es');
    await saveLocale('en');
    expect(calls).toContainEqual({ url: '/api/user/locale', method: 'PUT', body: { locale: 'en' } });
    expect(readSessionCookie()?.locale).toBe('en');
  });

  it('a visitor changes the language locally only; a refused save keeps the local choice', async () => {
    initSession();
    expect(chooseLocale('en')).toBe(true);
    expect(i18n.language).toBe('en');
    await saveLocale('en');
    expect(calls.filter((c) => c.url === '/api/user/locale')).toEqual([]);
    expect(chooseLocale('fr')).toBe(false);
    // Back to the account's language by hand: nothing to keep at sign-in.
    chooseLocale('es');

    establishSession(loginSample, false);
    failLocale = true;
    await saveLocale('en');
    expect(readSessionCookie()?.locale).toBe('es');
  });

  it('the language picked by hand on the login page is kept at sign-in and saved to the account', async () => {
    initSession();
    chooseLocale('en');
    establishSession(loginSample, false);
    expect(loginSample.preferredLocale).toBe('es');
    expect(i18n.language).toBe('en');
    await vi.waitFor(() =>
      expect(calls).toContainEqual({ url: '/api/user/locale', method: 'PUT', body: { locale: 'en' } }),
    );
    await logout({ force: true });
    // Once: the next sign-in in this tab follows the account again.
    establishSession(loginSample, false);
    expect(i18n.language).toBe('es');
  });

  it('a language stored earlier but not picked on this visit does not override the account', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    initSession();
    establishSession(loginSample, false);
    expect(i18n.language).toBe('es');
  });
});
