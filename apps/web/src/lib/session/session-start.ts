import { setTokenSource } from '../api-client';
import { afterFirstScreen } from '../first-screen';
import { readSessionCookie } from './session-cookie';
import { anonymousState, stateFromStored, useSession } from './session-store';

/**
 * On start: registers the token with the API client and takes the stored session, if any, so that the
 * first screen is drawn signed in. The session service (renewal, sign-out, the payment step) loads then,
 * and checks the session with the server (introspect) once that screen has been drawn: the screen's own
 * read and code come first. A visitor without a session loads it when signing in.
 */
export function startSession() {
  setTokenSource(() => useSession.getState().accessToken);
  const stored = readSessionCookie();
  if (!stored) {
    useSession.setState(anonymousState, true);
    return;
  }
  useSession.setState({ ...anonymousState, ...stateFromStored(stored) }, true);
  void import('./session-service').then((service) => afterFirstScreen(service.initSession));
}
