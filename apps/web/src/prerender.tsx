import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { Providers } from './app/providers';
import { queryClient } from './app/query-client';
import { appRoutes } from './app/router';
import { forgetFirstReads, seedFirstRead } from './lib/early-read';
import { markFirstScreenDrawn } from './lib/first-screen';
import { startI18n } from './lib/i18n';
import { PRERENDER_LOCALE } from './lib/prerender';
import { stateFromStored, useSession } from './lib/session/session-store';
import { parseStoredSession } from './lib/session/stored-session';

/**
 * The HTML of a public page (/, /login) as a signed-out visitor in the default language sees it on
 * arrival, rendered at build time (see vite.config.ts): the browser draws it before any script runs, and
 * main.tsx hydrates it. The tree is main.tsx's, with the static router in place of the browser's.
 *
 * @public (called by the build, from the bundle of this file)
 */
export async function render(url: string): Promise<string> {
  // The page is whole, footer included, as main.tsx hydrates it (a prerendered page is drawn on arrival).
  markFirstScreenDrawn();
  await startI18n(PRERENDER_LOCALE);
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} answers a redirect; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>
  );
  // The first pass waits for the parts that load on their own (the footer); the second renders them
  // in place, as plain HTML (no inline script: the CSP forbids them), which the client hydrates.
  const { prelude } = await prerenderToNodeStream(page);
  for await (const _chunk of prelude) {
    // drained
  }
  const html = renderToString(page);
  if (html.includes('<script') || html.includes('<template')) throw new Error(`${url}: a part is missing`);
  return html;
}

/** What the server knows of a signed-in request: the stored session (from its cookie) and the API reads it made. */
type SignedInRequest = {
  session: unknown;
  /** The answers of the screen's first reads, by API path (e.g. '/courses'), made with the user's own token. */
  reads: Record<string, unknown>;
};

/** One signed-in render at a time: the session store, the query cache and the language are the module's own. */
let queue: Promise<unknown> = Promise.resolve();
/** Renders asked for and not finished. */
let pending = 0;
/**
 * Renders that may wait behind the one running: past them a request gets the plain page at once (the
 * app draws the screen itself), so a burst of page loads never queues behind the server's renders.
 *
 * @public (read by the build checks, from the bundle of this file)
 */
export const MAX_WAITING_RENDERS = 2;

/**
 * The HTML of a signed-in screen (`/courses`, `/dictionary`) for one request, rendered by the server
 * (apps/server/src/plugins/web-app.ts) with the user's session and the answers of the screen's first
 * reads: the browser draws it before any script has run, and main.tsx draws the app over it (no
 * hydration: the menus that load later differ). Null when the session cannot be read or the screen
 * redirects, or when MAX_WAITING_RENDERS already wait. Renders one at a time and leaves nothing behind
 * (session, query cache) for the next.
 *
 * @public (called by the server, from the bundle of this file)
 */
export function renderSignedIn(url: string, request: SignedInRequest): Promise<string | null> {
  if (pending > MAX_WAITING_RENDERS) return Promise.resolve(null);
  pending += 1;
  const next = queue
    .then(() => renderOneSignedIn(url, request))
    .finally(() => {
      pending -= 1;
    });
  queue = next.catch(() => undefined);
  return next;
}

async function renderOneSignedIn(url: string, request: SignedInRequest): Promise<string | null> {
  const stored = parseStoredSession(request.session);
  if (!stored) return null;
  // A server render reads a store's initial state (zustand's server snapshot), the very object the
  // store was made with: it holds this user's session for the render, and is put back after it.
  const initial = useSession.getInitialState();
  const anonymous = { ...initial };
  try {
    markFirstScreenDrawn();
    Object.assign(initial, stateFromStored(stored));
    useSession.setState(initial, true);
    await startI18n(stored.locale);
    for (const [apiPath, data] of Object.entries(request.reads)) seedFirstRead(apiPath, data);
    const { routeTable } = await import('./app/route-table');
    const routes = appRoutes.map((route) => ({
      ...route,
      children: route.children?.map((child) =>
        child.id === 'screens' ? { ...child, children: [...(child.children ?? []), ...routeTable] } : child,
      ),
    })) as RouteObject[];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    if (context instanceof Response) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const page = (
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    );
    // Once the parts that load on their own have loaded, one pass; until then, as for the public pages,
    // a first pass that waits for them (the reads are in the query cache by then).
    const html = renderToString(page);
    if (!html.includes('<template') && !html.includes('<!--$!-->')) return html;
    const { prelude } = await prerenderToNodeStream(page);
    for await (const _chunk of prelude) {
      // drained
    }
    return renderToString(page);
  } finally {
    queryClient.clear();
    forgetFirstReads();
    Object.assign(initial, anonymous);
    useSession.setState(anonymous, true);
  }
}
