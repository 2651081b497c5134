import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser is idle after it (or after `timeoutMs`): parts the
 * first screen does not need (toasts, popovers) wait for it, so their code loads and runs after the page
 * has been drawn.
 */
export function useAfterFirstPaint(timeoutMs = 2000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setReady(true), { timeout: timeoutMs });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setReady(true), 1);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return ready;
}
