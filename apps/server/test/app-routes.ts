import { buildTestApp, type TestApp } from './build-test-app.ts';

/** A route as the app registered it: one method and its URL pattern. */
export type AppRoute = { method: string; url: string };

/** `METHOD /pattern`, the key the route gates use for a route. */
export const routeKey = (route: AppRoute) => `${route.method} ${route.url}`;

/**
 * A test app and every route it registered, collected as they are added (the automatic HEAD twin of
 * each GET included): the route gates take their rows from this list, so a new route without a row fails.
 */
export async function buildTestAppWithRoutes(
  options: Parameters<typeof buildTestApp>[0] = {},
): Promise<{ t: TestApp; routes: AppRoute[] }> {
  const routes: AppRoute[] = [];
  const t = await buildTestApp({
    ...options,
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
  });
  return { t, routes };
}

/** Whether a HEAD route is the automatic twin of a GET route (it answers as the GET does, without a body). */
export const isHeadTwin = (route: AppRoute, routes: AppRoute[]) =>
  route.method === 'HEAD' && routes.some((other) => other.method === 'GET' && other.url === route.url);
