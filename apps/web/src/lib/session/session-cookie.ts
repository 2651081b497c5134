import { SESSION_COOKIE_LIFETIME_MINUTES } from '@puente/shared';
import { parseStoredSession, type StoredSession } from './stored-session';

export const SESSION_COOKIE = 'puente_session';
/** The administrator's own session, kept aside while they act as another user. */
export const ADMIN_SESSION_COOKIE = 'puente_admin_session';

/** The stored session, or null when there is none or it cannot be read. */
export function readSessionCookie(
  cookies: string = document.cookie,
  name: string = SESSION_COOKIE,
): StoredSession | null {
  const entry = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  if (!entry) return null;
  try {
    return parseStoredSession(JSON.parse(decodeURIComponent(entry.slice(name.length + 1))));
  } catch {
    return null;
  }
}

/** The cookie lives 180 minutes and is `Secure` unless the page is plain http. */
export function sessionCookieText(
  session: StoredSession | null,
  protocol: string = location.protocol,
  name: string = SESSION_COOKIE,
): string {
  const value = session ? encodeURIComponent(JSON.stringify(session)) : '';
  const maxAge = session ? SESSION_COOKIE_LIFETIME_MINUTES * 60 : 0;
  const secure = protocol === 'http:' ? '' : '; Secure';
  return `${name}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`;
}

export function writeSessionCookie(session: StoredSession, name: string = SESSION_COOKIE) {
  // biome-ignore lint/suspicious/noDocumentCookie: the session must be readable synchronously at start-up; the Cookie Store API is async and not in every browser.
  document.cookie = sessionCookieText(session, location.protocol, name);
}

export function clearSessionCookie(name: string = SESSION_COOKIE) {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeSessionCookie.
  document.cookie = sessionCookieText(null, location.protocol, name);
}
