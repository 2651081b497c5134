import { create } from 'zustand';
import { isStaffRole, type Role, type Scope, scopesFor } from './scopes';
import { anonymousIdentity, type Identity, identityFrom, type StoredSession } from './stored-session';

/** The session state of spec section 3. */
export type SessionState = {
  identity: Identity;
  /** Not used by this product (no separate identity token); kept for the spec's shape. */
  identityToken: string | null;
  accessToken: string | null;
  role: Role | null;
  scopes: Scope[];
  entitlements: string[];
  tenant: string | null;
  master: boolean;
  tutor: boolean;
  payEnabled: boolean;
  tutoringEnabled: boolean;
  /** True once the session's switches (payEnabled, tutoringEnabled) are known for this session. */
  claimsReady: boolean;
  rememberMe: boolean;
  locale: 'es' | 'en' | null;
  /** The server answered `payment.required`: the add-payment step comes before anything else. */
  paymentRequired: boolean;
};

export const anonymousState: SessionState = {
  identity: anonymousIdentity,
  identityToken: null,
  accessToken: null,
  role: null,
  scopes: [],
  entitlements: [],
  tenant: null,
  master: false,
  tutor: false,
  payEnabled: false,
  tutoringEnabled: false,
  claimsReady: false,
  rememberMe: false,
  locale: null,
  paymentRequired: false,
};

/** The session state for a stored session (switches stay as they are until introspect says). */
export function stateFromStored(stored: StoredSession): Partial<SessionState> {
  return {
    identity: identityFrom(stored),
    accessToken: stored.access_token,
    role: stored.scopes,
    scopes: scopesFor({ role: stored.scopes, isMaster: stored.master, isTutor: stored.tutor }),
    master: stored.master,
    tutor: stored.tutor,
    rememberMe: stored.remember_me,
    locale: stored.locale,
  };
}

/** The session store. Read it with `useSession(selector)`; change it only through the session service. */
export const useSession = create<SessionState>()(() => anonymousState);

export const isAuthenticated = (state: SessionState): boolean => state.identity.id !== null;
export const isStaff = (state: SessionState): boolean => isStaffRole(state.role);

export const useIsAuthenticated = () => useSession(isAuthenticated);
export const useIsStaff = () => useSession(isStaff);
