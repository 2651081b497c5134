import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * True while the server draws the screen (a signed-in page drawn by the server, decision 0165), false in
 * the browser. A control that needs the app's code (a button with a handler) is drawn disabled by the
 * server, so that a click before the app has taken the page over is not lost: the app draws it enabled.
 */
export const useDrawnByServer = (): boolean =>
  useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
