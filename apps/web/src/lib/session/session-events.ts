import type { Identity } from './stored-session';

type Listener<T> = (payload: T) => void;

/** A tiny typed event emitter: `on` answers the function that unsubscribes. */
function createEmitter<Events extends Record<string, unknown>>() {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();
  return {
    on<K extends keyof Events>(type: K, listener: Listener<Events[K]>): () => void {
      const set = listeners.get(type) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(type, set);
      return () => set.delete(listener as Listener<never>);
    },
    emit<K extends keyof Events>(type: K, payload: Events[K]) {
      for (const listener of [...(listeners.get(type) ?? [])]) (listener as Listener<Events[K]>)(payload);
    },
  };
}

/** The notification kinds of the session (spec section 3, session state). */
export type SessionEvents = {
  IdentityChanged: Identity;
  AccessTokenExpired: undefined;
  AccessTokenRenewError: unknown;
  SessionSignedOut: undefined;
  /** Another user's session takes this one's place (an administrator starts or ends acting as a user). */
  SessionSwitched: undefined;
};

export const sessionEvents = createEmitter<SessionEvents>();
