import { lazy, Suspense } from 'react';

const loadLoader = () => import('./delayed-loader');
const Delayed = lazy(() => loadLoader().then((module) => ({ default: module.DelayedLoader })));
const View = lazy(() => loadLoader().then((module) => ({ default: module.LoaderView })));

/** Starts loading the loader's code, so that it is drawn the moment it is due (250 ms into a wait). */
export function preloadLoader() {
  void loadLoader();
}

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
