/**
 * The MP3 course's service worker (decision 0080), registered by the MP3 course screen only, for the
 * pages under /mp3-course/. It serves the lesson files the student marked "available offline" from the
 * device (the screen puts them in the cache below); everything else goes to the network as usual.
 */
const CACHE = 'puente-mp3-offline-v1';

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

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(request.url))
      .then((cached) => (cached ? answerFromCache(request, cached) : fetch(request))),
  );
});
