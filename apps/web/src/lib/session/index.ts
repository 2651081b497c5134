/** The session: stored session cookie, zustand store, notifications, silent renewal, sign-out. */
export { confirmLogout } from './confirm-logout';
export { isPaymentDue } from './payment-due';
export {
  type GuardHandle,
  hasScopes,
  type Role,
  SCOPES,
  type Scope,
  type ScopeMode,
  scopesFor,
} from './scopes';
export { type SessionEvents, sessionEvents } from './session-events';
export { establishSession, initSession, logout, renewSession } from './session-service';
export {
  isAuthenticated,
  isStaff,
  isStudent,
  type SessionState,
  useHasScopes,
  useIdentity,
  useIsAuthenticated,
  useIsStaff,
  useSession,
} from './session-store';
export { anonymousIdentity, type Identity, type StoredSession } from './stored-session';
