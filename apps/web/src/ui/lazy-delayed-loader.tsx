import { lazy, Suspense } from 'react';
import { useDelayedLoading } from './use-delayed-loading';

const View = lazy(() => import('./delayed-loader').then((module) => ({ default: module.LoaderView })));

/**
 * The loader, its code loaded on its own, for a caller that times it (useDelayedLoading): mounted
 * hidden as soon as the wait starts, so that its code is there and it draws the moment it is due.
 */
export function LazyLoaderView({ hidden, fullHeight = false }: { hidden: boolean; fullHeight?: boolean }) {
  return (
    <Suspense fallback={null}>
      <View hidden={hidden} fullHeight={fullHeight} />
    </Suspense>
  );
}

/**
 * The delayed loader for the first load of the app (HydrateFallback): it appears only after 250 ms of
 * waiting, its code loaded on its own rather than with the first screen.
 */
export function LazyDelayedLoader({ fullHeight = false }: { fullHeight?: boolean }) {
  const show = useDelayedLoading(true);
  return <LazyLoaderView hidden={!show} fullHeight={fullHeight} />;
}
