import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * False on the first render, true once the browser is idle after it (or after `timeoutMs`): parts the
 * first screen does not need (toasts, popovers) wait for it, so their code loads and runs after the page
 * has been drawn. They are drawn as a transition: in slices, without holding the main thread.
 */
export function useAfterFirstPaint(timeoutMs = 2000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setReady(true)), timeoutMs), [timeoutMs]);
  return ready;
}
