/**
 * Lessons kept on the device for listening without a connection (decisions 0080, 0108): the files go into
 * the Cache Storage that the MP3 course's service worker (service-worker/mp3-offline-sw.ts) answers from.
 * The worker is registered from this screen only, the first time a lesson is marked, so no other screen
 * loads it.
 */
import { apiFetch } from '../../../lib/api-client';
import { forgetOfflineAnswers, NOT_KEPT_ANSWER, OFFLINE_LESSONS_CACHE } from '../../../lib/offline-shell';

const WORKER = '/mp3-offline-sw.js';
const SCOPE = '/mp3-course/';
/** How long to wait for the worker to take this page over after it is first registered. */
const TAKE_OVER_MS = 5_000;

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
  const cache = await caches.open(OFFLINE_LESSONS_CACHE);
  return Boolean(await cache.match(absolute(url)));
}

/**
 * Keeps the file on the device (registering the worker that serves it) or lets it go. Keeping one also
 * has the worker keep what this screen read from the server (the worker keeps each answer for the
 * session's token only, and precached the app's files when it was installed), so that the screen opens
 * again without a connection.
 */
export async function keepOffline(url: string, keep: boolean): Promise<void> {
  const cache = await caches.open(OFFLINE_LESSONS_CACHE);
  if (!keep) {
    await cache.delete(absolute(url));
    if ((await cache.keys()).length === 0) await forgetOfflineAnswers();
    return;
  }
  await navigator.serviceWorker.register(WORKER, { scope: SCOPE });
  await navigator.serviceWorker.ready;
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`offline copy: ${response.status}`);
  await cache.put(absolute(url), response);
  if (await controlledByWorker()) await readAnswersAgain().catch(() => undefined);
}

/** Whether the worker controls this page (it takes it over once, after its first registration). */
function controlledByWorker(): Promise<boolean> {
  if (navigator.serviceWorker.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = () => resolve(Boolean(navigator.serviceWorker.controller));
    navigator.serviceWorker.addEventListener('controllerchange', done, { once: true });
    setTimeout(done, TAKE_OVER_MS);
  });
}

/**
 * Reads again, through the worker (which keeps them for this session's token), the server's answers this
 * page read before the worker was there: the session check, identity, tenant, menus, the playlist.
 */
async function readAnswersAgain(): Promise<void> {
  const origin = window.location.origin;
  const paths = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((address) => address.origin === origin && address.pathname.startsWith('/api/'))
    .filter((address) => !NOT_KEPT_ANSWER.test(address.pathname))
    .map((address) => `${address.pathname.slice('/api'.length)}${address.search}`);
  await Promise.all([...new Set(paths)].map((path) => apiFetch<unknown>(path).catch(() => undefined)));
}
