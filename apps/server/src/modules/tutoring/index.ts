/** Public entry of the tutoring module: what other modules may use. */
export { cancelGuestSessions, mailCancelledSessions } from './cancel-guest-sessions.ts';
