import { createBrowserRouter, type RouteObject } from 'react-router';
import { LazyDelayedLoader } from '../ui/lazy-delayed-loader';
import { RouteErrorPage } from '../ui/lazy-route-error-page';
import { routeTable } from './route-table';
import { AppShell } from './shell/app-shell';

const AppLoading = () => <LazyDelayedLoader fullHeight />;

/** The app's routes: the shell around every screen. Also rendered at build time (prerender/render.tsx). */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    HydrateFallback: AppLoading,
    children: [{ ErrorBoundary: RouteErrorPage, children: routeTable }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

/** Resolves once the router has loaded the first screen's code (its lazy route): hydration needs it drawn. */
export function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
