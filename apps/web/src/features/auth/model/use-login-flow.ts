import type { TLoginResponse } from '@puente/shared';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isAuthenticated, useSession } from '../../../lib/session';
import { getOneTimePassword } from '../api/get-one-time-password';
import { postLogin } from '../api/post-login';
import { postOidcComplete } from '../api/post-oidc-complete';
import { putPassword } from '../api/put-password';
import type { FormMessage } from '../components/message-area';
import {
  type LoginStep,
  type LoginView,
  loginFailureKey,
  mustPay,
  passwordFailureKey,
  postLoginPath,
  stepsFor,
} from './login-flow';
import { rememberUsername } from './remembered-username';

const sessionService = () => import('../../../lib/session/session-service');

type Credentials = { username: string; password: string; rememberMe: boolean };
/** A login that needs steps: held until the steps are done, then completed by one putpassword call. */
type HeldLogin = Credentials & { response: TLoginResponse; steps: LoginStep[]; newPassword: string | null };

/** The login screen's flow: login, forgot password, and the ordered extra steps. */
export function useLoginFlow(pageReturnTo: string | null) {
  const navigate = useNavigate();
  // A sign-in with the school's provider returns to where its login page was asked to (kept meanwhile).
  const returnTo = useRef(pageReturnTo);
  const [view, setView] = useState<LoginView>('login');
  const [message, setMessage] = useState<FormMessage>(null);
  const [busy, setBusy] = useState(false);
  const held = useRef<HeldLogin | null>(null);

  const show = (next: LoginView, nextMessage: FormMessage = null) => {
    setView(next);
    setMessage(nextMessage);
  };

  const finish = async (response: TLoginResponse, credentials: Credentials) => {
    // The session service loads with the first sign-in (it started loading with the request).
    const { establishSession } = await sessionService();
    held.current = null;
    // A sign-in with the school's provider has no username typed here: the remembered one stays.
    if (credentials.username !== '') rememberUsername(credentials.username, credentials.rememberMe);
    establishSession(response, credentials.rememberMe);
    navigate(postLoginPath(response, returnTo.current), {
      replace: true,
      state: mustPay(response) ? { required: true } : undefined,
    });
  };

  const run = async (work: () => Promise<void>, failureKey: (error: unknown) => string) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
    } catch (error) {
      setMessage({ kind: 'error', key: failureKey(error) });
    } finally {
      setBusy(false);
    }
  };

  const login = (credentials: Credentials, origin: string | null) => {
    // Login is ignored when already authenticated.
    if (isAuthenticated(useSession.getState())) return Promise.resolve();
    void sessionService();
    returnTo.current = pageReturnTo;
    return run(async () => {
      const username = credentials.username.toLowerCase();
      const response = await postLogin({ ...credentials, username, origin });
      const steps = stepsFor(response);
      if (steps.length === 0) return finish(response, { ...credentials, username });
      held.current = { ...credentials, username, response, steps, newPassword: null };
      show(steps[0]!);
    }, loginFailureKey);
  };

  /**
   * The school's provider verified the user (the callback sent the browser back): the sign-in completes
   * as a login does, with the same steps after it. With no password typed here, a login that must accept
   * the terms also sets a password: the step's completion carries one. `keptReturnTo`: where the login
   * page was asked to return before the browser went to the provider.
   */
  const completeSchoolSignIn = (keptReturnTo: string | null) => {
    if (isAuthenticated(useSession.getState())) return Promise.resolve();
    returnTo.current = keptReturnTo ?? pageReturnTo;
    void sessionService();
    return run(async () => {
      const response = await postOidcComplete({ rememberMe: false });
      const credentials = { username: '', password: '', rememberMe: false };
      const steps = stepsFor(response);
      if (steps.length === 0) return finish(response, credentials);
      if (!steps.includes('change-password')) steps.unshift('change-password');
      held.current = { ...credentials, response, steps, newPassword: null };
      show(steps[0]!);
    }, loginFailureKey);
  };

  /** An error the school's provider sign-in ended with (the callback's code), shown on the login view. */
  const showError = (code: string) => show('login', { kind: 'error', key: `errors:${code}` });

  /** A step is done: go to the next one, or complete the login with one putpassword call. */
  const completeStep = (step: LoginStep, newPassword?: string) => {
    const current = held.current;
    if (!current) return Promise.resolve(show('login'));
    if (newPassword !== undefined) current.newPassword = newPassword;
    const remaining = current.steps.filter((pending) => pending !== step);
    if (remaining.length > 0) {
      current.steps = remaining;
      show(remaining[0]!);
      return Promise.resolve();
    }
    return run(async () => {
      const response = await putPassword(
        {
          userId: current.response.userId,
          newPassword: current.newPassword ?? current.password,
          termsAccepted: true,
        },
        current.response.tokenId,
      );
      await finish(response, current);
    }, passwordFailureKey);
  };

  const forgotPassword = (username: string) =>
    run(async () => {
      await getOneTimePassword(username.toLowerCase());
      setMessage({ kind: 'success', key: 'auth:forgot.success' });
    }, passwordFailureKey);

  const backToLogin = () => {
    held.current = null;
    show('login');
  };

  const remainingSteps = held.current?.steps.length ?? 0;
  return {
    view,
    message,
    busy,
    remainingSteps,
    login,
    completeSchoolSignIn,
    showError,
    completeStep,
    forgotPassword,
    backToLogin,
    show,
  };
}
