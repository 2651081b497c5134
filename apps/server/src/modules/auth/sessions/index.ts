/** Signing in and the session's life: login, refresh, logoff, introspect (used by auth.routes.ts). */
export { introspect } from './introspect.ts';
export { dummyPasswordHash, login } from './login.ts';
export { logoff } from './logoff.ts';
export { refreshSession } from './refresh-session.ts';
