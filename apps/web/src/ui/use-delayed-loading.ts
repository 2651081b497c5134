import { LOADER_DELAY_MS, LOADER_MIN_DURATION_MS } from '@puente/shared';
import { useSpinDelay } from 'spin-delay';

/**
 * Whether to show a loader for `loading`: only after 250 ms of waiting, and then at least 150 ms even
 * when the wait ends sooner. The component that waits calls it and keeps the loader drawn (its content
 * held back) while it answers true: a loader that unmounts when the data arrives cannot stay.
 */
export const useDelayedLoading = (loading: boolean): boolean =>
  useSpinDelay(loading, { delay: LOADER_DELAY_MS, minDuration: LOADER_MIN_DURATION_MS, ssr: false });
