import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses responses of 1 KB or more (JSON, text, SVG…) with brotli or gzip, whichever the client
 * prefers. Brotli runs at quality 4, fast enough for per-request work; the built web app's files are
 * compressed once at build time at the highest quality and served as they are (see web-app.ts): a
 * response that already carries a Content-Encoding is left alone.
 */
export const compressPlugin = fp(async (app) => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
});
