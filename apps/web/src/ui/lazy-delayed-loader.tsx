import { lazy, Suspense } from 'react';

const Delayed = lazy(() => import('./delayed-loader').then((module) => ({ default: module.DelayedLoader })));
const View = lazy(() => import('./delayed-loader').then((module) => ({ default: module.LoaderView })));

/**
 * The delayed loader for the first load of the app (HydrateFallback): it appears only after 250 ms of
 * waiting, so its code loads on its own rather than with the first screen.
 */
export function LazyDelayedLoader({ fullHeight = false }: { fullHeight?: boolean }) {
  return (
    <Suspense fallback={null}>
      <Delayed fullHeight={fullHeight} />
    </Suspense>
  );
}

/** The loader drawn now, its code loaded on its own: for the shell, which times it (useDelayedLoading). */
export function LazyLoaderView() {
  return (
    <Suspense fallback={null}>
      <View />
    </Suspense>
  );
}
