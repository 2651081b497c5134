import { LOADER_DELAY_MS, LOADER_MIN_DURATION_MS } from '@puente/shared';
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';

/** The clock the loader's drawing is timed with (a test moves it). */
export const loaderClock = { now: () => performance.now() };

/**
 * Whether to show a loader for `loading`: only after 250 ms of waiting, and then at least 150 ms even
 * when the wait ends sooner. The component that waits calls it and keeps the loader drawn (its content
 * held back) while it answers true: a loader that unmounts when the data arrives cannot stay.
 *
 * The 150 ms are counted from the commit that draws the loader, not from the moment it was decided: the
 * page may draw that decision later (a navigation renders as a transition, a busy main thread holds the
 * commit back), and a timer started with the decision (as spin-delay's) left it on screen for less.
 */
export function useDelayedLoading(loading: boolean): boolean {
  const [due, setDue] = useState(false);
  const drawnAt = useRef<number | null>(null);
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    setDue(false);
    if (!loading) return;
    const timer = setTimeout(() => setDue(true), LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  const drawn = drawnAt.current;
  const waiting = loading && (due || drawn !== null);
  const held = drawn !== null && drawn + LOADER_MIN_DURATION_MS > loaderClock.now();
  const show = waiting || held;
  useLayoutEffect(() => {
    if (!show) {
      drawnAt.current = null;
      return;
    }
    drawnAt.current ??= loaderClock.now();
    if (waiting) return;
    const timer = setTimeout(redraw, drawnAt.current + LOADER_MIN_DURATION_MS - loaderClock.now());
    return () => clearTimeout(timer);
  });
  return show;
}
