import { mustPayFirst } from '@puente/shared';
import { setApiErrorListener } from '../api-client';
import { isAuthenticated, type SessionState, useSession } from './session-store';

/** The add-payment step of login: the retail payment page in dialog mode. */
export const PAYMENT_STEP_PATH = '/retail-payment?required=1';

/**
 * Whether the signed-in user must pay before going anywhere else: the server said so (`payment.required`
 * on any answer), or the session's figures say so (payment enabled, not active, balance above 5).
 */
export function mustPayNow(state: SessionState): boolean {
  if (!isAuthenticated(state)) return false;
  if (state.paymentRequired) return true;
  return (
    state.claimsReady &&
    mustPayFirst({
      paymentEnabled: state.payEnabled,
      isActive: state.identity.isActive,
      balanceCents: Math.round(state.identity.balance * 100),
    })
  );
}

/** Whether a location is the add-payment step itself. */
export const isPaymentStep = (location: { pathname: string; search: string }) =>
  location.pathname === '/retail-payment' && new URLSearchParams(location.search).get('required') === '1';

/** Any API answer `payment.required` sends a signed-in user to the add-payment step. */
export function listenForPaymentRequired() {
  setApiErrorListener((error) => {
    if (error.code !== 'payment.required' || !isAuthenticated(useSession.getState())) return;
    useSession.setState({ paymentRequired: true });
  });
}
