/** Public entry of the auth module: what other modules may use. */
export { revokeUserSessions } from './auth.repository.ts';
