import { useEffect, useSyncExternalStore } from 'react';

type SharedState<T> = { data: T | undefined; isPending: boolean };

/**
 * One GET whose answer the whole app shares and keeps for the visit (the tenant's facts, the visitor's
 * location), without the query library: the shell and the login page are drawn before it loads. The
 * request starts when a component first uses it; a failed one is tried again by the next component that
 * mounts. Before the answer (and on the server, when the page is prerendered) `data` is undefined.
 */
export function sharedRequest<T>(load: () => Promise<T>) {
  const pending: SharedState<T> = { data: undefined, isPending: true };
  let state: SharedState<T> = pending;
  let request: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: SharedState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const start = () => {
    if (request) return;
    if (state !== pending) set(pending);
    request = load().then(
      (data) => set({ data, isPending: false }),
      () => {
        request = null;
        set({ data: undefined, isPending: false });
      },
    );
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  function useSharedRequest(): SharedState<T> {
    const current = useSyncExternalStore(
      subscribe,
      () => state,
      () => pending,
    );
    useEffect(start, []);
    return current;
  }
  /** Forgets the answer: the next component that uses it asks again (a test that starts a new visit). */
  useSharedRequest.forget = () => {
    request = null;
    set(pending);
  };
  return useSharedRequest;
}
