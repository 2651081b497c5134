import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { isApiRequest } from './api-request.ts';
import { sendError } from './errors.ts';
import { SERVER_DRAWN_PAGES, SIGNED_IN_RENDER_FILE, signedInPages } from './signed-in-page.ts';

/**
 * Pages the build renders to HTML (apps/web/build-tools/prerender-plugin.ts), by path: the browser draws
 * them before any script has run. A build without them answers index.html as for any other page.
 */
const prerenderedPages: Record<string, string> = {
  '/': 'prerendered/index.html',
  '/login': 'prerendered/login.html',
};

/**
 * Serves the built single-page app: /assets/* (content-hashed names) cached for a year as immutable,
 * `/` and `/login` from their prerendered HTML, index.html uncached and answered for every other unknown
 * GET (the client shows its not-found page); unknown /api/* paths answer a JSON 404. `/courses` and
 * `/dictionary` with a session cookie are drawn for the user (signed-in-page.ts), never cached: `private,
 * no-store`, and `Vary: Cookie` on every answer of those addresses. The build writes a
 * brotli (.br) and a gzip (.gz) copy next to each text file; they are sent as they are, with
 * Content-Encoding and Vary: Accept-Encoding.
 */
export const webAppPlugin = fp(async (app, options: { webDist: string }) => {
  const indexFile = path.join(options.webDist, 'index.html');
  const hasWebApp = existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      // Looks files up per request, so a rebuilt app is served without a restart.
      wildcard: true,
      // A folder (the root "/") answers its index.html; a folder without one falls through to not-found.
      index: ['index.html'],
      list: false,
      // The build's render of the signed-in pages is the server's own code, not a file of the site.
      allowedPath: (pathName) => !pathName.startsWith(`/${path.dirname(SIGNED_IN_RENDER_FILE)}/`),
      // Sends file.br / file.gz when the client accepts it and the build wrote one.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.startsWith(path.join(options.webDist, 'assets') + path.sep);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  if (hasWebApp) {
    for (const [url, file] of Object.entries(prerenderedPages)) {
      app.get(url, (_request, reply) => {
        // Looked up per request, like the other files: a rebuilt app is served without a restart.
        const page = existsSync(path.join(options.webDist, file)) ? file : 'index.html';
        return reply.header('cache-control', 'no-cache').sendFile(page);
      });
    }
    const signedInPage = signedInPages(app, options.webDist);
    for (const { route, reads } of SERVER_DRAWN_PAGES) {
      app.get(route, async (request, reply) => {
        reply.header('vary', 'Cookie');
        const page = await signedInPage(request, reads(request.params as Record<string, string>));
        if (page === null) return reply.header('cache-control', 'no-cache').sendFile('index.html');
        return reply.header('cache-control', 'private, no-store').type('text/html; charset=utf-8').send(page);
      });
    }
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiRequest(request);
    const isAsset = request.url.startsWith('/assets/');
    if (!wantsPage || isAsset || !hasWebApp)
      return sendError(request, reply, new AppError('system.not-found'));
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
