/** The password: its change (counted with failed logins) and one-time passwords by mail. */
export { changePassword, type PasswordChecks } from './change-password.ts';
export { sendOneTimePassword } from './send-one-time-password.ts';
