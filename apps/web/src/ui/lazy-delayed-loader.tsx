import { lazy, Suspense } from 'react';

const Loader = lazy(() => import('./delayed-loader').then((module) => ({ default: module.DelayedLoader })));

/**
 * The delayed loader for the shell (route changes, the first load of a screen): it appears only after
 * 250 ms of waiting, so its code loads on its own rather than with the first screen.
 */
export function LazyDelayedLoader({ fullHeight = false }: { fullHeight?: boolean }) {
  return (
    <Suspense fallback={null}>
      <Loader fullHeight={fullHeight} />
    </Suspense>
  );
}
