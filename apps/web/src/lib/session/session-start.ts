import { setTokenSource } from '../api-client';
import { readSessionCookie } from './session-cookie';
import { anonymousState, stateFromStored, useSession } from './session-store';

/**
 * On start: registers the token with the API client and takes the stored session, if any, so that the
 * first screen is drawn signed in. The session service (introspect, renewal, sign-out) loads then; a
 * visitor without a session loads it when signing in.
 */
export function startSession() {
  setTokenSource(() => useSession.getState().accessToken);
  const stored = readSessionCookie();
  if (!stored) {
    useSession.setState(anonymousState, true);
    return;
  }
  useSession.setState({ ...anonymousState, ...stateFromStored(stored) }, true);
  void import('./session-service').then((service) => service.initSession());
}
