import type { TLoginResponse } from '@puente/shared';
import { apiFetch } from '../api-client';
import { postRefresh, putLogoff } from './session-api';
import {
  clearSessionCookie,
  readSessionCookie,
  SESSION_COOKIE,
  sessionCookieText,
  writeSessionCookie,
} from './session-cookie';
import { sessionEvents } from './session-events';
import { browser, setBeforeRenewal } from './session-service';
import { useSession } from './session-store';
import { type StoredSession, storedSessionFrom } from './stored-session';

/** The administrator's own session, kept aside while they act as another user (not on the first screen). */
const ADMIN_SESSION_COOKIE = 'puente_admin_session';

/** The kept session, read as the session cookie's reader reads its own. */
const readKept = (cookies: string = document.cookie) =>
  readSessionCookie(
    cookies
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part.startsWith(`${ADMIN_SESSION_COOKIE}=`))
      .map((part) => `${SESSION_COOKIE}=${part.slice(ADMIN_SESSION_COOKIE.length + 1)}`)
      .join('; '),
  );

/** Keeps (or, with null, drops) the administrator's session: the session cookie's rules, another name. */
function writeKept(session: StoredSession | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: as the session cookie (session-cookie.ts).
  document.cookie = sessionCookieText(session).replace(SESSION_COOKIE, ADMIN_SESSION_COOKIE);
}

/**
 * An administrator acts as another user: the administrator's own session is kept aside (its cookie), the
 * user's session takes its place, and the app starts again at '/' (nothing the administrator loaded stays
 * on screen). The banner of every screen then offers the way back. Loaded only by the screens that use
 * it (the users of /admin, the banner), not with the first screen.
 */
export async function startImpersonation(userId: string): Promise<void> {
  const own = readSessionCookie();
  if (!own) return;
  const response = await apiFetch<TLoginResponse>(
    `/authentication/impersonate/${encodeURIComponent(userId)}`,
    { method: 'POST' },
  );
  // Nested impersonation keeps the administrator's own session aside, not the one acted from; otherwise
  // the current session is the one to keep (one left by an earlier sign-out is replaced).
  const nested = useSession.getState().identity.impersonator !== null;
  if (!nested || !readKept()) writeKept(own);
  writeSessionCookie({ ...storedSessionFrom(response, false), locale: own.locale });
  sessionEvents.emit('SessionSwitched', undefined);
  browser.assign('/');
}

/**
 * Back to the administrator's own session: the impersonation's session ends on the server, the kept
 * session is restored and the app starts again at /admin. Without a kept session, this signs out.
 */
export async function endImpersonation(): Promise<void> {
  const { accessToken } = useSession.getState();
  const own = readKept();
  try {
    await putLogoff(accessToken);
  } catch {
    // The impersonation ends with the administrator's session anyway.
  }
  writeKept(null);
  if (own) writeSessionCookie(own);
  else clearSessionCookie();
  sessionEvents.emit('SessionSwitched', undefined);
  browser.assign(own ? '/admin' : '/');
}

/**
 * While acting as a user, the administrator's kept session is renewed before the acting session is:
 * the server never lets an impersonation outlive the administrator's session, so without this the
 * acting session could not be renewed past the administrator's token's end and the administrator
 * would find an expired session on the way back. A refused renewal (another tab renewed it first and
 * wrote the cookie, or the sign-in's chain ended) changes nothing here.
 */
export async function renewKeptSession(): Promise<void> {
  if (useSession.getState().identity.impersonator === null) return;
  const kept = readKept();
  if (!kept) return;
  try {
    const response = await postRefresh(kept.access_token);
    writeKept({ ...storedSessionFrom(response, kept.remember_me), locale: kept.locale });
  } catch {
    // The acting session's renewal goes on; the server bounds it by the administrator's session.
  }
}
setBeforeRenewal(renewKeptSession);

/** For tests: the kept session, and keeping one. */
export const keptSession = { read: readKept, write: writeKept };
