import { LOADER_DELAY_MS, LOADER_MIN_DURATION_MS } from '@puente/shared';
import { useLayoutEffect, useReducer, useRef } from 'react';
import { useSpinDelay } from 'spin-delay';

/**
 * Whether to show a loader for `loading`: only after 250 ms of waiting, and then at least 150 ms even
 * when the wait ends sooner. The component that waits calls it and keeps the loader drawn (its content
 * held back) while it answers true: a loader that unmounts when the data arrives cannot stay.
 *
 * spin-delay times the 250 ms and the 150 ms from the moment it decides to show the loader; the page
 * may draw that decision later (a navigation's render runs as a transition, a busy main thread holds
 * the commit back), which would leave the loader on screen for less than 150 ms. So the 150 ms are
 * also counted from the commit that draws it, and the loader is held until both have passed.
 */
export function useDelayedLoading(loading: boolean): boolean {
  const spinning = useSpinDelay(loading, {
    delay: LOADER_DELAY_MS,
    minDuration: LOADER_MIN_DURATION_MS,
    ssr: false,
  });
  const drawnAt = useRef<number | null>(null);
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const heldFor = drawnAt.current === null ? 0 : drawnAt.current + LOADER_MIN_DURATION_MS - performance.now();
  const holding = !spinning && heldFor > 0;
  const show = spinning || holding;
  useLayoutEffect(() => {
    if (!show) {
      drawnAt.current = null;
      return;
    }
    drawnAt.current ??= performance.now();
    if (!holding) return;
    const timer = setTimeout(redraw, drawnAt.current + LOADER_MIN_DURATION_MS - performance.now());
    return () => clearTimeout(timer);
  });
  return show;
}
