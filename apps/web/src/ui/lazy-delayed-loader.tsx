import { lazy, Suspense } from 'react';

const loadLoader = () => import('./delayed-loader');
const Delayed = lazy(() => loadLoader().then((module) => ({ default: module.DelayedLoader })));
const View = lazy(() => loadLoader().then((module) => ({ default: module.LoaderView })));

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

/**
 * The loader, its code loaded on its own, for the shell, which times it (useDelayedLoading): mounted
 * hidden as soon as the wait starts, so that its code is there and it draws the moment it is due.
 */
export function LazyLoaderView({ hidden }: { hidden: boolean }) {
  return (
    <Suspense fallback={null}>
      <View hidden={hidden} />
    </Suspense>
  );
}
