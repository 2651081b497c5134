/** The session: stored session cookie, zustand store, notifications, silent renewal, sign-out. */
export { chooseLocale } from './choose-locale';
export { isPaymentDue } from './payment-due';
export { isPaymentStep, mustPayNow, PAYMENT_STEP_PATH } from './payment-step';
export {
  type GuardHandle,
  hasScopes,
} from './scopes';

export { logout, renewSession } from './session-service';
export { startSession } from './session-start';
export {
  isAuthenticated,
  isStaff,
  useIsAuthenticated,
  useIsStaff,
  useSession,
} from './session-store';
