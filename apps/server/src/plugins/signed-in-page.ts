import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIRST_READS } from '@puente/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Signed-in screens the server draws for a request that carries the session cookie, so the browser paints
 * them before any script has run (decision 0165), each with the API reads its first drawing needs, which
 * the page carries inlined: the course list with the user's courses, the dictionary's search box (carried
 * into the app's box once its code has loaded, dictionary-page.tsx), and a lesson with its content. The
 * routes are the web app's (route-table.tsx); the app draws itself over that HTML once its code has loaded.
 */
export const SERVER_DRAWN_PAGES: readonly {
  route: string;
  reads: (params: Record<string, string>) => string[];
}[] = [
  { route: '/courses', reads: () => [FIRST_READS['/courses']!] },
  { route: '/dictionary', reads: () => [] },
  {
    route: '/lessons/:courseId/:chapterId',
    reads: ({ chapterId = '' }) => [`/chapters/${encodeURIComponent(chapterId)}`],
  },
];

/** The web build's render of a signed-in screen (apps/web/src/prerender.tsx), bundled for Node. */
export const SIGNED_IN_RENDER_FILE = '.ssr/prerender.js';

/** The id of the inlined reads (apps/web/src/lib/early-read.ts reads it). */
const INLINED_READS_ID = 'puente-first-reads';
const SESSION_COOKIE = 'puente_session';
/** index.html's #root with the boot bar (apps/web/build-tools/prerender-plugin.ts). */
const BOOT_ROOT = /<div id="root"><!--boot-->[\s\S]*?<!--\/boot--><\/div>/;
/** index.html's stylesheet, which does not hold its paint (the boot bar has inline styles). */
const DEFERRED_STYLESHEET = / media="print" id="app-css"/;

type RenderModule = {
  renderSignedIn: (
    url: string,
    request: { session: unknown; reads: Record<string, unknown> },
  ) => Promise<string | null>;
};

/** The stored session in the request's cookie (written by the web app), or null. */
function sessionFromCookie(request: FastifyRequest): { access_token: string; locale?: unknown } | null {
  const header = request.headers.cookie;
  if (!header) return null;
  const entry = header
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`));
  if (!entry) return null;
  try {
    const session = JSON.parse(decodeURIComponent(entry.slice(SESSION_COOKIE.length + 1))) as unknown;
    if (typeof session !== 'object' || session === null) return null;
    const token = (session as { access_token?: unknown }).access_token;
    return typeof token === 'string' && token.length > 0
      ? (session as { access_token: string; locale?: unknown })
      : null;
  } catch {
    return null;
  }
}

/**
 * JSON for a `<script type="application/json">`: nothing in it can end the element or open a comment,
 * whatever the strings hold (`</script>`, `<!--`); U+2028 and U+2029 are escaped as in any script.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page of a signed-in screen drawn for this request, or null (no session cookie, a read the API
 * refused, no render in the build): the caller then answers index.html as for any other page. The
 * screen's reads go through the API itself with the cookie's token (`inject`), so the page carries
 * exactly what the user's own call would answer, for the tenant of the request's host.
 */
export function signedInPages(app: FastifyInstance, webDist: string) {
  let loaded: { version: number; module: Promise<RenderModule> } | undefined;
  /** The render, loaded again when a rebuild replaced it (served without a restart, like the files). */
  const renderModule = (): Promise<RenderModule> | null => {
    const file = path.join(webDist, SIGNED_IN_RENDER_FILE);
    if (!existsSync(file)) return null;
    const version = statSync(file).mtimeMs;
    if (loaded?.version !== version) {
      const module = import(`${pathToFileURL(file).href}?v=${version}`) as Promise<RenderModule>;
      loaded = { version, module };
    }
    return loaded.module;
  };

  // Loaded with the server, not by the first signed-in request.
  app.addHook('onReady', async () => {
    await renderModule()?.catch((error: unknown) => {
      loaded = undefined;
      app.log.error({ err: error }, 'loading the signed-in pages render failed');
    });
  });

  return async function signedInPage(request: FastifyRequest, apiPaths: string[]): Promise<string | null> {
    const session = sessionFromCookie(request);
    const render = session ? renderModule() : null;
    if (!session || !render) return null;
    const reads: Record<string, unknown> = {};
    for (const apiPath of apiPaths) {
      const response = await app.inject({
        method: 'GET',
        url: `/api${apiPath}`,
        remoteAddress: request.ip,
        headers: {
          host: request.headers.host ?? '',
          authorization: `Bearer ${session.access_token}`,
          'accept-language': session.locale === 'en' ? 'en' : 'es',
          'user-agent': request.headers['user-agent'] ?? '',
        },
      });
      if (response.statusCode !== 200) return null;
      reads[apiPath] = response.json();
    }
    try {
      const html = await (await render).renderSignedIn(request.url, { session, reads });
      const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
      if (
        !html ||
        !template.includes('<head>') ||
        !BOOT_ROOT.test(template) ||
        !DEFERRED_STYLESHEET.test(template)
      )
        return null;
      return (
        template
          // The server's HTML is drawn with the app's styles: the stylesheet holds the paint here.
          .replace(DEFERRED_STYLESHEET, ' id="app-css"')
          // Before the start script, which then does not send the read again.
          .replace(
            '<head>',
            () =>
              `<head><script type="application/json" id="${INLINED_READS_ID}">${jsonForScript(reads)}</script>`,
          )
          .replace(BOOT_ROOT, () => `<div id="root" data-server-drawn>${html}</div>`)
      );
    } catch (error) {
      request.log.error({ err: error }, 'drawing a signed-in page failed');
      return null;
    }
  };
}
