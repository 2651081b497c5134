import { FIRST_READS, type SupportedLocale } from '@puente/shared';
import { apiFetch } from './api-client';

declare global {
  interface Window {
    /** The read the start script sent (packages/shared/src/prerender-guard.ts), if any. */
    __puenteFirstRead?: { path: string; response: Promise<Response> };
  }
}

/** A start-up read: its answer once it has come (`arrived`). */
type EarlyRead = { response: Promise<unknown>; arrived?: { data: unknown } };

const started = new Map<string, EarlyRead>();

/**
 * On a signed-in start at a screen of `FIRST_READS`: takes the read the page's start script sent before
 * this code arrived, or sends it now, while the screen's code is still loading; the screen's query takes
 * the answer instead of asking again (see `takeEarlyRead`). Answers a promise that settles with the read
 * (at once when the screen has none).
 */
export function startEarlyRead(pathname: string, locale: SupportedLocale): Promise<unknown> {
  const apiPath = FIRST_READS[pathname.replace(/\/+$/, '') || '/'];
  const sent = window.__puenteFirstRead;
  window.__puenteFirstRead = undefined;
  if (!apiPath) return Promise.resolve();
  const request =
    sent?.path === apiPath
      ? sent.response.then((response) => {
          if (!response.ok) throw new Error(`${apiPath} answered ${response.status}`);
          return response.json() as Promise<unknown>;
        })
      : apiFetch(apiPath, { headers: { 'accept-language': locale } });
  // A failure is the taker's to handle (it asks again); never an unhandled rejection.
  const read: EarlyRead = { response: request };
  started.set(apiPath, read);
  return request.then(
    (data) => {
      read.arrived = { data };
    },
    () => undefined,
  );
}

/**
 * Reads `apiPath` through `read`, unless a start-up read of it is under way or done: then its answer,
 * once. A start-up read that failed (an expired token, say) is asked again through `read`.
 */
export async function takeEarlyRead<T>(apiPath: string, read: () => Promise<T>): Promise<T> {
  const early = started.get(apiPath);
  if (!early) return read();
  started.delete(apiPath);
  try {
    return (await early.response) as T;
  } catch {
    return read();
  }
}

/**
 * The answer of a start-up read of `apiPath` if it has already come, once (else undefined): the screen's
 * first render shows it at once, instead of a loader and a second render a moment later.
 */
export function takeArrivedEarlyRead<T>(apiPath: string): T | undefined {
  const arrived = started.get(apiPath)?.arrived;
  if (!arrived) return undefined;
  started.delete(apiPath);
  return arrived.data as T;
}
