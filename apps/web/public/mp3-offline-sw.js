/**
 * The MP3 course's service worker (decision 0080), registered by the MP3 course screen only, for the
 * pages under /mp3-course/. It serves the lesson files the student marked "available offline" from the
 * device (the screen puts them in the cache below). When the network fails, it also answers the page,
 * the app's files and the server's answers the screen kept (SHELL, see lib/offline-shell.ts); while
 * online everything goes to the network as usual, and the kept answers are refreshed as they pass.
 */
const CACHE = 'puente-mp3-offline-v1';
const SHELL = 'puente-mp3-shell-v1';
const SHELL_PAGE = '/mp3-course/';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The part of a cached file a media element's Range request asks for (206), or the whole file. */
async function answerFromCache(request, cached) {
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') || '');
  if (!range) return cached;
  const body = await cached.blob();
  const size = body.size;
  const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
  if (start >= size || start > end) {
    return new Response(null, { status: 416, headers: { 'content-range': `bytes */${size}` } });
  }
  return new Response(body.slice(start, end + 1), {
    status: 206,
    headers: {
      'content-type': cached.headers.get('content-type') || 'audio/mpeg',
      'content-range': `bytes ${start}-${end}/${size}`,
      'content-length': String(end - start + 1),
      'accept-ranges': 'bytes',
    },
  });
}

/** The network's answer; a kept copy (refreshed when the network answers) when the network fails. */
async function networkFirst(request, key) {
  const shell = await caches.open(SHELL);
  try {
    const response = await fetch(request);
    if (response.ok && (await shell.match(key))) await shell.put(key, response.clone());
    return response;
  } catch (error) {
    const kept = await shell.match(key);
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const address = new URL(request.url);
  const sameOrigin = address.origin === self.location.origin;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(request.url))
      .then((cached) => {
        if (cached) return answerFromCache(request, cached);
        if (!sameOrigin) return fetch(request);
        if (request.mode === 'navigate')
          return networkFirst(request, new URL(SHELL_PAGE, self.location.origin).href);
        // The app's files have their content's hash in their name: a kept one is the one asked for.
        if (address.pathname.startsWith('/assets/') || address.pathname === '/favicon.svg') {
          return caches
            .open(SHELL)
            .then((shell) => shell.match(request.url))
            .then((kept) => kept || fetch(request));
        }
        if (address.pathname.startsWith('/api/')) return networkFirst(request, request.url);
        return fetch(request);
      }),
  );
});
