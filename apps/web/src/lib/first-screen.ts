import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * Whether the app's first screen has been drawn. Work that screen does not need (checking the stored
 * session with the server, the footer below the fold) waits for it, so that a slow phone spends its
 * network and main thread on the screen first. Providers marks it once the screen's start-up read has
 * come and the browser is then idle after the first render (markDrawnWhenIdle); a prerendered page is
 * drawn before the app starts (main.tsx).
 */
let drawn = false;
const listeners = new Set<() => void>();

export function markFirstScreenDrawn() {
  if (drawn) return;
  drawn = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

/** What the first screen waits for besides its first render: its start-up read (main.tsx). */
let held: Promise<unknown> = Promise.resolve();
export function holdFirstScreen(until: Promise<unknown>) {
  held = until;
}

/**
 * Marks the first screen drawn once what it waits for has come (at most 5 s) and the browser has then
 * been idle: the screen has drawn what its read brought.
 */
export function markDrawnWhenIdle() {
  const idle = () => whenIdle(markFirstScreenDrawn);
  void Promise.race([held, new Promise((resolve) => setTimeout(resolve, 5000))]).then(idle, idle);
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
