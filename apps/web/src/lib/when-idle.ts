/**
 * Runs `work` once the browser is idle (or after `timeoutMs` at the latest; where there is no
 * requestIdleCallback, on the next turn). The answer cancels it.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 1);
  return () => clearTimeout(timer);
}
