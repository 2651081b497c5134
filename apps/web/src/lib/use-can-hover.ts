import { useSyncExternalStore } from 'react';

const HOVER = '(hover: hover)';

const hoverQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(HOVER) : null);

function subscribe(onChange: () => void) {
  const query = hoverQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the device's main pointer can hover (a mouse, a trackpad): a touch screen cannot, and a tooltip
 * (a hover's hint) never helps there. False on the server, and in the first render of a page it drew.
 */
export const useCanHover = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => hoverQuery()?.matches ?? false,
    () => false,
  );
