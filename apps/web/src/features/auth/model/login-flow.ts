import { isEmail, isSitePath, mustPayFirst, type TLoginResponse } from '@puente/shared';
import { ApiError } from '../../../lib/api-client';
import { PAYMENT_STEP_PATH } from '../../../lib/session';

/** The extra factors of a login, in the order they are passed. */
export type LoginStep = 'change-password' | 'terms';
export type LoginView = 'login' | 'forgot-password' | LoginStep;

export const SYSTEM_ERROR_KEY = 'auth:messages.app.page.login.error.systemError';

/** The steps a login response asks for: change password, then terms. */
export function stepsFor(response: Pick<TLoginResponse, 'forceChangePassword' | 'agreeTerms'>): LoginStep[] {
  const steps: LoginStep[] = [];
  if (response.forceChangePassword) steps.push('change-password');
  if (response.agreeTerms) steps.push('terms');
  return steps;
}

/** Submit is enabled when both fields are filled, the username is an e-mail and location info is in. */
export function canSubmitLogin(
  form: { username: string; password: string },
  locationPending: boolean,
): boolean {
  const username = form.username.trim();
  return username !== '' && form.password !== '' && isEmail(username.toLowerCase()) && !locationPending;
}

/** Whether the user must pay before going on: payment enabled, not active and a balance above 5. */
export const mustPay = (response: Pick<TLoginResponse, 'paymentEnabled' | 'isActive' | 'balance'>) =>
  mustPayFirst({
    paymentEnabled: response.paymentEnabled,
    isActive: response.isActive,
    balanceCents: Math.round(response.balance * 100),
  });

/** A same-site path to go back to after login (`isSitePath`), or null. */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !isSitePath(value) || value.startsWith('/login')) return null;
  return value;
}

/** Where a completed login goes: the add-payment step (dialog mode), else back or home. */
export function postLoginPath(response: TLoginResponse, returnTo?: string | null): string {
  if (mustPay(response)) return PAYMENT_STEP_PATH;
  return safeReturnTo(returnTo) ?? '/';
}

/**
 * The i18n key for a failed login or password call: the first code of a list answer (401 and 429 for
 * login, 400 and 429 for the password calls), else the system error.
 */
function failureKey(error: unknown, listStatuses: readonly number[]): string {
  if (error instanceof ApiError && listStatuses.includes(error.status)) {
    const first = Array.isArray(error.body) ? error.body[0] : undefined;
    if (typeof first === 'string' && first !== '') return `errors:${first}`;
  }
  return SYSTEM_ERROR_KEY;
}
export const loginFailureKey = (error: unknown) => failureKey(error, [401, 429]);
export const passwordFailureKey = (error: unknown) => failureKey(error, [400, 429]);
