/** The session: stored session cookie, zustand store, notifications, silent renewal, sign-out. */
export { confirmLogout } from './confirm-logout';
export { isPaymentDue } from './payment-due';
export {
  type GuardHandle,
  hasScopes,
} from './scopes';

export { establishSession, initSession, logout, renewSession } from './session-service';
export {
  isAuthenticated,
  isStaff,
  useIsAuthenticated,
  useIsStaff,
  useSession,
} from './session-store';
