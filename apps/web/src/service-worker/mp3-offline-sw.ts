/**
 * The MP3 course's service worker (decisions 0080, 0108), built with Workbox by vite-plugin-pwa into
 * /mp3-offline-sw.js and registered by the MP3 course screen only, for the pages under /mp3-course/.
 * - The app's files (hashed names) and its page are precached when it installs; a page without a
 *   connection gets the precached one.
 * - A lesson file the student marked "available offline" (the screen put it in OFFLINE_LESSONS_CACHE)
 *   is answered from the device, a media element's Range request with the part it asks for (206).
 * - The server's answers go to the network first; an answer to a request with a token is kept under its
 *   address and a digest of that token, for the life of a session, and given back only to a request with
 *   the same token when the network fails. A request without a token is never answered from the device.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  NOT_KEPT_ANSWER,
  OFFLINE_ANSWER_MAX_AGE_SECONDS,
  OFFLINE_ANSWERS_CACHE,
  OFFLINE_LESSONS_CACHE,
  OUTDATED_SHELL_CACHE,
} from '../lib/offline-shell';
import { userCacheKey } from './user-cache-key';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

void self.skipWaiting();
clientsClaim();

// The hand-written worker kept answers under their address alone: whoever came next got them.
self.addEventListener('activate', (event) => event.waitUntil(caches.delete(OUTDATED_SHELL_CACHE)));

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The pages: from the network; without one, the app's precached page (it then reads the kept answers).
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => (await matchPrecache('/index.html')) ?? undefined }],
    }),
  ),
);

// The lesson files the media element plays (and the shipped /audio/ files): from the device when kept.
registerRoute(
  ({ request, url }) =>
    request.destination === 'audio' || request.destination === 'video' || url.pathname.startsWith('/audio/'),
  async ({ request }) => {
    const kept = await (await caches.open(OFFLINE_LESSONS_CACHE)).match(request.url);
    if (!kept) return fetch(request);
    return request.headers.has('range') ? createPartialResponse(request, kept) : kept;
  },
);

// The server's answers to the signed-in user, kept per session's token for a limited time.
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin &&
    url.pathname.startsWith('/api/') &&
    !NOT_KEPT_ANSWER.test(url.pathname) &&
    request.headers.has('authorization'),
  new NetworkFirst({
    cacheName: OFFLINE_ANSWERS_CACHE,
    plugins: [
      {
        // Never the address alone (the route only takes requests with a token).
        cacheKeyWillBeUsed: async ({ request }) => {
          const key = await userCacheKey(request);
          if (!key) throw new Error('an answer without a token is not kept');
          return key;
        },
      },
      new ExpirationPlugin({
        maxAgeSeconds: OFFLINE_ANSWER_MAX_AGE_SECONDS,
        maxEntries: 100,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);
