/** Signing in and the session's life: login, refresh, logoff, introspect, and the sign-in the OpenID Connect one shares. */
export { introspect } from './introspect.ts';
export { dummyPasswordHash, login } from './login.ts';
export { logoff } from './logoff.ts';
export { refreshSession } from './refresh-session.ts';
export { signInUser } from './sign-in-user.ts';
