import { SESSION_COOKIE_LIFETIME_MINUTES } from '@puente/shared';
import { parseStoredSession, type StoredSession } from './stored-session';

export const SESSION_COOKIE = 'puente_session';

/** The stored session, or null when there is none or it cannot be read. */
export function readSessionCookie(cookies: string = document.cookie): StoredSession | null {
  const entry = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`));
  if (!entry) return null;
  try {
    return parseStoredSession(JSON.parse(decodeURIComponent(entry.slice(SESSION_COOKIE.length + 1))));
  } catch {
    return null;
  }
}

/** The cookie lives 180 minutes and is `Secure` unless the page is plain http. */
export function sessionCookieText(
  session: StoredSession | null,
  protocol: string = location.protocol,
): string {
  const value = session ? encodeURIComponent(JSON.stringify(session)) : '';
  const maxAge = session ? SESSION_COOKIE_LIFETIME_MINUTES * 60 : 0;
  const secure = protocol === 'http:' ? '' : '; Secure';
  return `${SESSION_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`;
}

export function writeSessionCookie(session: StoredSession) {
  // biome-ignore lint/suspicious/noDocumentCookie: the session must be readable synchronously at start-up; the Cookie Store API is async and not in every browser.
  document.cookie = sessionCookieText(session);
}

export function clearSessionCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeSessionCookie.
  document.cookie = sessionCookieText(null);
}
