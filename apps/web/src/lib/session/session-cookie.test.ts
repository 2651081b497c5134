import { afterEach, describe, expect, it } from 'vitest';
import { storedSample } from '../../test/session-fixtures';
import {
  clearSessionCookie,
  readSessionCookie,
  SESSION_COOKIE,
  sessionCookieText,
  writeSessionCookie,
} from './session-cookie';

describe('session cookie', () => {
  afterEach(() => clearSessionCookie());

  it('keeps the stored session 180 minutes, secure unless plain http', () => {
    expect(sessionCookieText(storedSample, 'https:')).toMatch(
      /Max-Age=10800; Path=\/; SameSite=Strict; Secure$/,
    );
    expect(sessionCookieText(storedSample, 'http:')).not.toContain('Secure');
  });

  it('reads back what it wrote, and nothing after clearing', () => {
    writeSessionCookie(storedSample);
    expect(readSessionCookie()).toEqual(storedSample);
    clearSessionCookie();
    expect(readSessionCookie()).toBeNull();
  });

  it('ignores a cookie that is not a stored session', () => {
    expect(readSessionCookie(`${SESSION_COOKIE}=%7Bbroken`)).toBeNull();
    expect(readSessionCookie(`${SESSION_COOKIE}=${encodeURIComponent('{"sid":"x"}')}`)).toBeNull();
    expect(readSessionCookie('other=1')).toBeNull();
  });

  it('refuses a stored session with a wrong field and drops fields it does not know', () => {
    const cookie = (value: unknown) => `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify(value))}`;
    expect(readSessionCookie(cookie({ ...storedSample, scopes: 'Root' }))).toBeNull();
    expect(readSessionCookie(cookie({ ...storedSample, access_token: '' }))).toBeNull();
    expect(readSessionCookie(cookie({ ...storedSample, balance: '10' }))).toBeNull();
    expect(readSessionCookie(cookie({ ...storedSample, lastPaymentDate: 3 }))).toBeNull();
    expect(readSessionCookie(cookie({ ...storedSample, extra: 'x' }))).toEqual(storedSample);
  });
});
