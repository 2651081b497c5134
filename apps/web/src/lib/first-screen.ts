import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the app's first screen has been drawn. Work that screen does not need (checking the stored
 * session with the server, the footer below the fold) waits for it, so that a slow phone spends its
 * network and main thread on the screen first. Providers marks it once the browser is idle after the
 * first render; a prerendered page is drawn before the app starts (main.tsx).
 */
let drawn = false;
const listeners = new Set<() => void>();

export function markFirstScreenDrawn() {
  if (drawn) return;
  drawn = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

/** Runs `work` once the first screen has been drawn (at once if it has); the answer cancels it. */
export function afterFirstScreen(work: () => void): () => void {
  if (drawn) {
    work();
    return () => undefined;
  }
  listeners.add(work);
  return () => void listeners.delete(work);
}

/**
 * Whether the first screen has been drawn, as component state; what it shows then is drawn as a
 * transition (in slices, without holding the main thread).
 */
export function useFirstScreenDrawn(): boolean {
  const [drawnHere, setDrawnHere] = useState(drawn);
  useEffect(() => afterFirstScreen(() => startTransition(() => setDrawnHere(true))), []);
  return drawnHere;
}
