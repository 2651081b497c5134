import type { SupportedLocale } from '@puente/shared';
import { apiFetch } from './api-client';

/**
 * The API read a screen needs before it can draw its content, by the screen's path. A signed-in start
 * on one of them sends the read at once (main.tsx), while the screen's code is still loading; the
 * screen's query takes the answer instead of asking again (see `takeEarlyRead`).
 */
const firstReads: Record<string, string> = { '/courses': '/courses' };

const started = new Map<string, Promise<unknown>>();

/** Sends the first read of the screen at `pathname`, if it has one (signed-in starts only). */
export function startEarlyRead(pathname: string, locale: SupportedLocale) {
  const apiPath = firstReads[pathname.replace(/\/+$/, '') || '/'];
  if (!apiPath) return;
  const request = apiFetch(apiPath, { headers: { 'accept-language': locale } });
  // A failure is the taker's to handle (it asks again); never an unhandled rejection.
  request.catch(() => undefined);
  started.set(apiPath, request);
}

/**
 * Reads `apiPath` through `read`, unless a start-up read of it is under way or done: then its answer,
 * once. A start-up read that failed (an expired token, say) is asked again through `read`.
 */
export async function takeEarlyRead<T>(apiPath: string, read: () => Promise<T>): Promise<T> {
  const early = started.get(apiPath) as Promise<T> | undefined;
  if (!early) return read();
  started.delete(apiPath);
  try {
    return await early;
  } catch {
    return read();
  }
}
