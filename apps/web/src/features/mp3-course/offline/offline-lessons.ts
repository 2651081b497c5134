/**
 * Lessons kept on the device for listening without a connection (decision 0080): the files go into the
 * Cache Storage that the MP3 course's service worker (public/mp3-offline-sw.js) answers from. The worker
 * is registered from this screen only, the first time a lesson is marked, so no other screen loads it.
 */
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

/** Keeps the file on the device (registering the worker that serves it) or lets it go. */
export async function keepOffline(url: string, keep: boolean): Promise<void> {
  const cache = await caches.open(CACHE);
  if (!keep) {
    await cache.delete(absolute(url));
    return;
  }
  await navigator.serviceWorker.register(WORKER, { scope: SCOPE });
  await navigator.serviceWorker.ready;
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`offline copy: ${response.status}`);
  await cache.put(absolute(url), response);
}
