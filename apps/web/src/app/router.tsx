import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { LazyDelayedLoader } from '../ui/lazy-delayed-loader';
import { lazyScreen } from '../ui/lazy-route';
import { RouteErrorPage } from '../ui/lazy-route-error-page';
import { AppShell } from './shell/app-shell';

const AppLoading = () => <LazyDelayedLoader fullHeight />;

/** The route that holds the screens: the first two below, the others once discovered. */
const SCREENS = 'screens';

/**
 * The app's routes as the first screen knows them: the shell, the landing page and the login page. Also
 * rendered at build time (prerender.tsx). Every other route is in route-table.tsx.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    HydrateFallback: AppLoading,
    children: [
      {
        id: SCREENS,
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, lazy: lazyScreen(() => import('../features/home/routes/home-page')) },
          { path: 'login', lazy: lazyScreen(() => import('../features/auth/routes/login-page')) },
        ],
      },
    ],
  },
];

let routeTableModule: Promise<typeof import('./route-table')> | undefined;

/**
 * The first time the router meets a path it does not know (at start or on a navigation), it loads the
 * rest of the route table (in the signed-in chunk, which a signed-in start preloads) and adds it:
 * the landing and login pages do not carry the table of every screen (decision 0053). Every call patches
 * with its own `patch` (the router drops routes it has already): a navigation that interrupts another
 * one still gets the table.
 */
const discoverScreens: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  routeTableModule ??= import('./route-table').catch((error: unknown) => {
    routeTableModule = undefined;
    throw error;
  });
  patch(SCREENS, (await routeTableModule).routeTable);
};

export function createAppRouter() {
  return createBrowserRouter(appRoutes, { patchRoutesOnNavigation: discoverScreens });
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
