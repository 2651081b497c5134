import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { appRoutes } from './app/router';
import { markFirstScreenDrawn } from './lib/first-screen';
import { startI18n } from './lib/i18n';
import { PRERENDER_LOCALE } from './lib/prerender';

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
