/** Public entry of the people module: what other modules may use. */
export { newTemporaryPassword } from './temporary-password.ts';
