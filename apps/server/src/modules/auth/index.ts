/** Public entry of the auth module: what other modules (and the app's jobs) may use. */
export { revokeUserSessions } from './auth.repository.ts';
export { sweepExpiredCredentials } from './sessions/sweep-expired-credentials.ts';
