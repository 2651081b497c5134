import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import {
  type GuardHandle,
  hasScopes,
  isAuthenticated,
  isPaymentStep,
  mustPayNow,
  PAYMENT_STEP_PATH,
  useSession,
} from '../../lib/session';
import { RedirectToLogin } from './redirect-to-login';

/** The guard of the deepest matched route that has one (`handle.scopes`), if any. */
export function guardOf(matches: readonly { handle?: unknown }[]): GuardHandle | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as GuardHandle | undefined;
    if (handle && Array.isArray(handle.scopes)) return handle;
  }
  return null;
}

/**
 * A user who must pay first sees only the add-payment step, whatever the address. Then it checks the
 * matched route's `handle: { scopes, scopeMode }`: unauthenticated users see the 'Redirect to Login'
 * page and then the login screen; users without the scopes go to /unauthorized.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const guard = guardOf(useMatches());
  const location = useLocation();
  const authenticated = useSession(isAuthenticated);
  const scopes = useSession((state) => state.scopes);
  const mustPay = useSession(mustPayNow);
  if (mustPay && !isPaymentStep(location)) return <Navigate to={PAYMENT_STEP_PATH} replace />;
  if (!guard) return children;
  if (!authenticated) return <RedirectToLogin />;
  if (!hasScopes(scopes, guard.scopes, guard.scopeMode)) return <Navigate to="/unauthorized" replace />;
  return children;
}
