import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { loginSample } from '../../../test/session-fixtures';
import {
  canSubmitLogin,
  loginFailureKey,
  passwordFailureKey,
  postLoginPath,
  SYSTEM_ERROR_KEY,
  safeReturnTo,
  stepsFor,
} from './login-flow';

describe('the login flow', () => {
  it('orders the extra steps: change password, then terms', () => {
    expect(stepsFor({ forceChangePassword: true, agreeTerms: true })).toEqual(['change-password', 'terms']);
    expect(stepsFor({ forceChangePassword: false, agreeTerms: true })).toEqual(['terms']);
    expect(stepsFor({ forceChangePassword: false, agreeTerms: false })).toEqual([]);
  });

  it('enables submit only with an e-mail, a password and location info in', () => {
    const form = { username: 'ana@demo.puente.test', password: 'x' };
    expect(canSubmitLogin(form, false)).toBe(true);
    expect(canSubmitLogin(form, true)).toBe(false);
    expect(canSubmitLogin({ ...form, password: '' }, false)).toBe(false);
    expect(canSubmitLogin({ ...form, username: 'ana' }, false)).toBe(false);
    expect(canSubmitLogin({ ...form, username: ' ' }, false)).toBe(false);
  });

  it('sends a user who must pay to the add-payment step, others back or home', () => {
    const owing = { ...loginSample, paymentEnabled: true, isActive: false, balance: 5.01 };
    expect(postLoginPath(owing)).toBe('/retail-payment?required=1');
    expect(postLoginPath({ ...owing, balance: 5 })).toBe('/');
    expect(postLoginPath({ ...owing, isActive: true })).toBe('/');
    expect(postLoginPath({ ...owing, paymentEnabled: false }, '/exams')).toBe('/exams');
  });

  it('accepts only same-site return paths', () => {
    expect(safeReturnTo('/courses?x=1')).toBe('/courses?x=1');
    expect(safeReturnTo('//evil.example')).toBeNull();
    expect(safeReturnTo('/\\evil.example')).toBeNull();
    expect(safeReturnTo('/%2F%2Fevil.example')).toBeNull();
    expect(safeReturnTo('/\t/evil.example')).toBeNull();
    expect(safeReturnTo('https://evil.example')).toBeNull();
    expect(safeReturnTo('/login')).toBeNull();
    expect(safeReturnTo(null)).toBeNull();
  });

  it('shows the first returned code, or the system error', () => {
    expect(loginFailureKey(new ApiError(401, 'x', ['errors.login.credentials', 'other']))).toBe(
      'errors:errors.login.credentials',
    );
    expect(loginFailureKey(new ApiError(429, 'x', ['system.rate-limited']))).toBe(
      'errors:system.rate-limited',
    );
    expect(loginFailureKey(new ApiError(500, 'x', ['system.exception']))).toBe(SYSTEM_ERROR_KEY);
    expect(loginFailureKey(new ApiError(0, 'network', null))).toBe(SYSTEM_ERROR_KEY);
    expect(loginFailureKey(new ApiError(401, 'x', '<html>'))).toBe(SYSTEM_ERROR_KEY);
    expect(passwordFailureKey(new ApiError(400, 'x', ['password-requirements']))).toBe(
      'errors:password-requirements',
    );
    expect(passwordFailureKey(new ApiError(401, 'x', ['system.unauthorized']))).toBe(SYSTEM_ERROR_KEY);
  });
});
