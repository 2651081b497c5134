import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { appRoutes } from './app/router';
import { PRERENDER_LOCALE } from './lib/prerender';
import { startI18n } from './lib/i18n';

/**
 * The HTML of a public page (/, /login) as a signed-out visitor in the default language sees it on
 * arrival, rendered at build time (see vite.config.ts): the browser draws it before any script runs, and
 * main.tsx hydrates it. The tree is main.tsx's, with the static router in place of the browser's.
 */
export async function render(url: string): Promise<string> {
  await startI18n(PRERENDER_LOCALE);
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} answers a redirect; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
}
