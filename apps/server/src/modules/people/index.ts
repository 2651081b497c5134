/** Public entry of the people module: what other modules may use. */
export { limitPasswordMails } from './limit-password-mails.ts';
export { newTemporaryPassword } from './temporary-password.ts';
export { usernameInUse } from './username-in-use.ts';
export { usernameTaken } from './username-taken.ts';
