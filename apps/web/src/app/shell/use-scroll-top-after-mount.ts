import { SHELL_SCROLL_TOP_DELAY_MS } from '@puente/shared';
import { useEffect } from 'react';

/** The shell scrolls to the top one second after it appears. */
export function useScrollTopAfterMount(delayMs = SHELL_SCROLL_TOP_DELAY_MS) {
  useEffect(() => {
    const timer = setTimeout(() => window.scrollTo({ top: 0 }), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
}
