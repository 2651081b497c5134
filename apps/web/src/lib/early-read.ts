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
 * The id of the JSON the server writes into a signed-in screen's HTML (apps/server/src/plugins/web-app.ts):
 * the answers of the screen's first reads, by API path, made with the user's own token.
 */
const INLINED_READS_ID = 'puente-first-reads';

/** A read's answer known before the app starts (inlined in the page, or given to the server's render). */
export function seedFirstRead(apiPath: string, data: unknown) {
  started.set(apiPath, { response: Promise.resolve(data), arrived: { data } });
}

/** Forgets every start-up read (the server's render, between two requests). */
export function forgetFirstReads() {
  started.clear();
}

/**
 * Seeds every answer the page carries inlined (a page the server drew: its screen's first reads, by API
 * path), each to be taken once by its screen's query; the page's JSON is read once, then removed.
 */
function seedInlinedReads() {
  const element = document.getElementById(INLINED_READS_ID);
  if (!element) return;
  element.remove();
  try {
    const reads = JSON.parse(element.textContent ?? '') as Record<string, unknown>;
    for (const [apiPath, data] of Object.entries(reads)) seedFirstRead(apiPath, data);
  } catch {
    // Not JSON: the screens read as on any other start.
  }
}

/**
 * On a signed-in start: seeds the answers a page the server drew carries; then, at a screen of
 * `FIRST_READS` whose answer is not among them, takes the read the page's start script sent before this
 * code arrived, or sends it now, while the screen's code is still loading. The screen's query takes the
 * answer instead of asking again (see `takeEarlyRead`). Answers a promise that settles with the read (at
 * once when the screen has none, or the page carried it).
 */
export function startEarlyRead(pathname: string, locale: SupportedLocale): Promise<unknown> {
  const apiPath = FIRST_READS[pathname.replace(/\/+$/, '') || '/'];
  const sent = window.__puenteFirstRead;
  window.__puenteFirstRead = undefined;
  seedInlinedReads();
  // A page the server drew carries the answer already: no read at all.
  if (!apiPath || started.get(apiPath)?.arrived) return Promise.resolve();
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
