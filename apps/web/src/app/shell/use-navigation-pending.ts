import { useSyncExternalStore } from 'react';
import type { DataRouter } from 'react-router';

let watched: DataRouter | undefined;

/** The router whose navigations useNavigationPending reports (createAppRouter registers it). */
export function watchNavigations(router: DataRouter): void {
  watched = router;
}

const subscribe = (onChange: () => void) => watched?.subscribe(onChange) ?? (() => undefined);
const isPending = () => watched?.state.navigation.state === 'loading';
const notPending = () => false;

/**
 * Whether the router is loading the next screen, committed the moment the navigation starts.
 * React Router's own state (useNavigation) reaches the components in a transition, which a slow device
 * renders late: the loader's 250 ms then counted from that commit, not from the click, and a screen due
 * at 320 ms arrived before the loader could show. An external store's update is never a transition.
 */
export function useNavigationPending(): boolean {
  return useSyncExternalStore(subscribe, isPending, notPending);
}
