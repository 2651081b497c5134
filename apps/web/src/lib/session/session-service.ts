import {
  SILENT_RENEWAL_LEAD_MS,
  type SupportedLocale,
  type TIdentityResponse,
  type TLocaleChangeResponse,
  type TLoginResponse,
} from '@puente/shared';
import { ApiError, apiFetch, setTokenSource } from '../api-client';
import { takeSignedOutChoice } from '../locale-store';
import { forgetOfflineUserData } from '../offline-user-data';
import { setLocale } from '../set-locale';
import { listenForPaymentRequired } from './payment-step';
import { RenewalScheduler } from './renewal-scheduler';
import { fetchIntrospect, postRefresh, putLogoff } from './session-api';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from './session-cookie';
import { sessionEvents } from './session-events';
import { anonymousState, isAuthenticated, stateFromStored, useSession } from './session-store';
import { identityFrom, type StoredSession, storedSessionFrom } from './stored-session';

/** Page reloads, replaceable in tests. */
// Loaded for every signed-in user (a stored session at start, or a login): from then on any API answer
// `payment.required` sends them to the add-payment step. An anonymous visitor never gets that answer.
listenForPaymentRequired();

export const browser = {
  reload: () => window.location.reload(),
  assign: (url: string) => window.location.assign(url),
};

const scheduler = new RenewalScheduler(() => renewSession());

/** Work done before the session's own renewal (impersonation.ts renews the administrator's kept session). */
let beforeRenewal: (() => Promise<void>) | null = null;
export function setBeforeRenewal(step: (() => Promise<void>) | null) {
  beforeRenewal = step;
}
const emitIdentity = () => sessionEvents.emit('IdentityChanged', useSession.getState().identity);

/** On start: registers the token with the API client and restores the stored session, if any. */
export function initSession() {
  setTokenSource(() => useSession.getState().accessToken);
  const stored = readSessionCookie();
  if (!stored) {
    useSession.setState(anonymousState, true);
    return;
  }
  restore(stored);
}

function restore(stored: StoredSession) {
  useSession.setState({ ...anonymousState, ...stateFromStored(stored) }, true);
  emitIdentity();
  void loadClaims();
}

/** Introspect: the switches, then the renewal at expiration − 10 minutes. A refused token ends the session. */
async function loadClaims() {
  const token = useSession.getState().accessToken;
  try {
    const info = await fetchIntrospect(token);
    if (useSession.getState().accessToken !== token) return;
    useSession.setState({
      payEnabled: info.paymentEnabled,
      tutoringEnabled: info.tutoringEnabled,
      claimsReady: true,
    });
    scheduler.schedule(info.expiration);
    void refreshIdentity(token);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && useSession.getState().accessToken === token) {
      sessionEvents.emit('AccessTokenExpired', undefined);
      endSession();
    }
  }
}

/** The latest account figures and impersonator (GET /api/user/me). */
async function refreshIdentity(token: string | null) {
  try {
    const me = await apiFetch<TIdentityResponse>('/user/me', { token });
    const state = useSession.getState();
    if (state.accessToken !== token) return;
    const { id, name, isMaster, isActive, balance, delinquentAmount, installment, lateCharges } = me;
    const { lastPaymentDate, nextPaymentDate, impersonator } = me;
    const authenticationNeeded = me.authenticationNeeded ?? false;
    useSession.setState({
      identity: {
        ...{ id, name, isMaster, isActive, balance, delinquentAmount, installment, lateCharges },
        ...{ lastPaymentDate, nextPaymentDate, impersonator, authenticationNeeded },
      },
    });
    emitIdentity();
  } catch {
    // The restored figures stay; nothing else depends on this call.
  }
}

function apply(response: TLoginResponse, rememberMe: boolean, renewed = false) {
  const stored = storedSessionFrom(response, rememberMe);
  writeSessionCookie(stored);
  useSession.setState({
    ...stateFromStored(stored),
    identity: { ...identityFrom(stored), authenticationNeeded: response.authenticationNeeded ?? false },
    payEnabled: response.paymentEnabled,
    tutoringEnabled: response.tutoringEnabled,
    claimsReady: true,
  });
  // A renewed token that expires within the lead ends with its sign-in's time limit (12 hours, or 30
  // days with remember-me): renewing it again would answer the same end, so the session ends then.
  if (renewed && response.expiration <= SILENT_RENEWAL_LEAD_MS)
    scheduler.expireAt(response.expiration, expire);
  else scheduler.schedule(response.expiration);
}

/** The sign-in's time limit has come: the session ends and the app reloads signed out. */
function expire() {
  endSession();
  browser.reload();
}

/**
 * Establishes the session of a completed login (not one with a temporary token), in the user's own
 * language on any device. Ignored, answering false, when a user is already signed in.
 */
export function establishSession(response: TLoginResponse, rememberMe: boolean): boolean {
  if (isAuthenticated(useSession.getState())) return false;
  // What the device kept offline for whoever used it before (decision 0108).
  void forgetOfflineUserData();
  const chosen = takeSignedOutChoice();
  apply(response, rememberMe);
  if (chosen && chosen !== response.preferredLocale) {
    // The language picked by hand on the login page wins over the account's, and becomes the account's.
    setLocale(chosen);
    void saveLocale(chosen);
  } else {
    setLocale(response.preferredLocale);
  }
  emitIdentity();
  return true;
}

/** Silent renewal: rotates the token. A failure ends the session and reloads the app. */
export async function renewSession() {
  const { accessToken, rememberMe } = useSession.getState();
  if (!accessToken) return;
  const stored = readSessionCookie();
  if (stored && stored.access_token !== accessToken) {
    // Another tab renewed first: take its token.
    restore(stored);
    return;
  }
  try {
    await beforeRenewal?.();
    apply(await postRefresh(accessToken), rememberMe, true);
  } catch (error) {
    sessionEvents.emit('AccessTokenRenewError', error);
    endSession();
    browser.reload();
  }
}

function endSession() {
  scheduler.cancel();
  clearSessionCookie();
  // The answers and lesson files kept offline for this user (decision 0108).
  void forgetOfflineUserData();
  useSession.setState(anonymousState, true);
  emitIdentity();
}

/**
 * Signs out: logoff (its answer does not matter), clears the stored session and reloads to '/'.
 * Does nothing (false) when nobody is signed in, unless forced.
 */
export async function logout(options: { force?: boolean } = {}): Promise<boolean> {
  const { accessToken } = useSession.getState();
  if (!isAuthenticated(useSession.getState()) && !options.force) return false;
  scheduler.cancel();
  try {
    await putLogoff(accessToken);
  } catch {
    // The page reloads either way.
  }
  endSession();
  sessionEvents.emit('SessionSignedOut', undefined);
  browser.assign('/');
  return true;
}

/**
 * Keeps a signed-in user's new interface language on the server: e-mails, PDFs and the next sign-in on
 * any device use it. Nobody signed in, nothing to keep; when the server cannot be reached the choice
 * stays local.
 */
export async function saveLocale(locale: SupportedLocale): Promise<void> {
  const state = useSession.getState();
  if (!isAuthenticated(state)) return;
  const token = state.accessToken;
  try {
    await apiFetch<TLocaleChangeResponse>('/user/locale', { method: 'PUT', token, body: { locale } });
  } catch {
    return;
  }
  const stored = readSessionCookie();
  if (stored?.access_token === token) writeSessionCookie({ ...stored, locale });
}

/** For tests: whether a renewal is scheduled. */
export const renewalPending = () => scheduler.pending;
