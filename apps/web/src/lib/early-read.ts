import { FIRST_READS, type SupportedLocale } from '@puente/shared';
import { apiFetch } from './api-client';

declare global {
  interface Window {
    /** The read the start script sent (packages/shared/src/prerender-guard.ts), if any. */
    __puenteFirstRead?: { path: string; response: Promise<Response> };
  }
}

/** A read sent at start-up, and its answer once it has arrived. */
type EarlyRead = { request: Promise<unknown>; answer?: { value: unknown } };

/**
 * The start-up read of each API path, until its screen takes it (lib/take-early-read.ts, which loads with
 * the screens: the first screen's code carries only the start).
 */
export const earlyReads = new Map<string, EarlyRead>();

/**
 * On a signed-in start at a screen of `FIRST_READS`: takes the read the page's start script sent before
 * this code arrived, or sends it now, while the screen's code is still loading; the screen's query takes
 * the answer instead of asking again.
 */
export function startEarlyRead(pathname: string, locale: SupportedLocale) {
  const apiPath = FIRST_READS[pathname.replace(/\/+$/, '') || '/'];
  const sent = window.__puenteFirstRead;
  window.__puenteFirstRead = undefined;
  if (!apiPath) return;
  const request =
    sent?.path === apiPath
      ? sent.response.then((response) => {
          if (!response.ok) throw new Error(`${apiPath} answered ${response.status}`);
          return response.json() as Promise<unknown>;
        })
      : apiFetch(apiPath, { headers: { 'accept-language': locale } });
  const read: EarlyRead = { request };
  // A failure is the taker's to handle (it asks again); never an unhandled rejection.
  request.then(
    (value) => {
      read.answer = { value };
    },
    () => undefined,
  );
  earlyReads.set(apiPath, read);
}
