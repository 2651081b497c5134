/**
 * Lessons kept on the device for listening without a connection (decision 0080): the files go into the
 * Cache Storage that the MP3 course's service worker (public/mp3-offline-sw.js) answers from. The worker
 * is registered from this screen only, the first time a lesson is marked, so no other screen loads it.
 */
import { apiFetch } from '../../../lib/api-client';
import { forgetOfflineShell, OFFLINE_SHELL_CACHE } from '../../../lib/offline-shell';

const CACHE = 'puente-mp3-offline-v1';
const WORKER = '/mp3-offline-sw.js';
const SCOPE = '/mp3-course/';

/** Whether this browser can keep lessons offline (a secure page with service workers and caches). */
export const canKeepOffline = () =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  'serviceWorker' in navigator &&
  'caches' in window;

const absolute = (url: string) => new URL(url, window.location.href).href;

/** Whether the file is kept on the device. */
export async function isKeptOffline(url: string): Promise<boolean> {
  if (!canKeepOffline() || !url) return false;
  const cache = await caches.open(CACHE);
  return Boolean(await cache.match(absolute(url)));
}

/**
 * Keeps the file on the device (registering the worker that serves it) or lets it go. Keeping one also
 * keeps what this screen needs to open again without a connection: the page, the app's files it loaded
 * and the answers of the server it read (kept as they are now; the worker refreshes them while online).
 */
export async function keepOffline(url: string, keep: boolean): Promise<void> {
  const cache = await caches.open(CACHE);
  if (!keep) {
    await cache.delete(absolute(url));
    if ((await cache.keys()).length === 0) await forgetOfflineShell();
    return;
  }
  await navigator.serviceWorker.register(WORKER, { scope: SCOPE });
  await navigator.serviceWorker.ready;
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`offline copy: ${response.status}`);
  await cache.put(absolute(url), response);
  await keepShell().catch(() => undefined);
}

/** The key the worker answers any page of the MP3 course from when offline (the app has one page). */
const SHELL_PAGE = '/mp3-course/';
/** Server answers that change while listening: never kept. */
const NOT_KEPT = /^\/api\/(audio-positions|authentication\/(login|logoff|renew))/;

async function keepShell(): Promise<void> {
  const shell = await caches.open(OFFLINE_SHELL_CACHE);
  const page = await fetch(window.location.pathname, { credentials: 'same-origin' });
  if (page.ok) await shell.put(absolute(SHELL_PAGE), page);
  const origin = window.location.origin;
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((address) => address.origin === origin);
  const files = loaded.filter((address) => /^\/(assets\/|favicon)/.test(address.pathname));
  await shell.addAll([...new Set(files.map((address) => address.href))]);
  // The server's answers, read again with the session (the page read them before the worker was there).
  const answers = loaded.filter(
    (address) => address.pathname.startsWith('/api/') && !NOT_KEPT.test(address.pathname),
  );
  await Promise.all(
    [...new Set(answers.map((address) => `${address.pathname}${address.search}`))].map(async (path) => {
      const body = await apiFetch<unknown>(path.slice('/api'.length));
      await shell.put(
        absolute(path),
        new Response(JSON.stringify(body), {
          headers: { 'content-type': 'application/json; charset=utf-8' },
        }),
      );
    }),
  );
}
