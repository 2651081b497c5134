import './app/mantine-styles.css';
// With the app's styles, not as a file of its own that the signed-in chunks would wait for.
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createAppRouter, routerReady } from './app/router';
import { preloadSignedInChrome } from './app/shell/lazy-chrome';
import { holdFirstScreen, markFirstScreenDrawn } from './lib/first-screen';
import { startI18n } from './lib/i18n';
import { storedLocale } from './lib/locale-store';
import { applyAllStyles, canHydrate, dropPrerendered } from './lib/prerender';
import { isAuthenticated, startSession, useSession } from './lib/session';

startSession();
const signedIn = isAuthenticated(useSession.getState());
const locale = storedLocale();
if (signedIn) {
  // The screen's data is asked for now, while its code loads, not after (the page's start script has
  // sent it already; lib/early-read.ts, with the signed-in chunk). The first screen waits for it.
  holdFirstScreen(
    import('./lib/early-read').then((reads) => reads.startEarlyRead(location.pathname, locale)),
  );
  preloadSignedInChrome();
}
const router = createAppRouter();
const container = document.getElementById('root')!;
// / and /login arrive prerendered (vite.config.ts): drawn before this runs, then hydrated.
const hydrate = canHydrate(container, locale, signedIn);
if (hydrate) markFirstScreenDrawn();

// The router starts loading the first screen's code while the language's texts load; the first render
// waits for that code too, so that it matches a prerendered page's HTML, or else replaces index.html's
// boot bar with the screen itself (not with an empty page while the code loads).
void Promise.all([startI18n(locale), routerReady(router), hydrate || dropPrerendered(container)]).then(() => {
  // useTransitions: the router's state still changes in transitions, but a navigation's start reaches the
  // components at once (through useOptimistic). Left to a plain transition, a slow device drew it 100-150 ms
  // late, and the shell's loader counted its 250 ms from then (decision 0018).
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} useTransitions />
      </Providers>
    </StrictMode>
  );
  // As a transition, React draws (or hydrates) the first screen in slices of a few milliseconds, yielding
  // to the browser between them, instead of in one task that holds the main thread for the whole page
  // (a slow phone could not scroll or tap for a third of a second; clicks on a hydrating page are held
  // until it is done: markAppLive).
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  if (!hydrate) return;
  // The next screen needs the whole stylesheet, which the prerendered page has not switched on yet.
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.location.key === 'default') return;
    applyAllStyles();
    unsubscribe();
  });
});
