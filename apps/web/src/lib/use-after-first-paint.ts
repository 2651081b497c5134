import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser is idle after it (or after `timeoutMs`): parts the
 * first screen does not need (toasts, popovers) wait for it, so their code loads and runs after the page
 * has been drawn. They are drawn as a transition: in slices, without holding the main thread.
 */
export function useAfterFirstPaint(timeoutMs = 2000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const ready = () => startTransition(() => setReady(true));
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(ready, { timeout: timeoutMs });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(ready, 1);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return ready;
}
