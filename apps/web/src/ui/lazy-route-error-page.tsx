import { lazy, Suspense } from 'react';

const Page = lazy(() => import('./route-error-page'));

/** The route error page, loaded only when a screen fails (its Alert is not part of the first screen). */
export function RouteErrorPage() {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
