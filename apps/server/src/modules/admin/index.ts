/** Public entry of the admin module: what other modules may use. */
export { recordAdminAction } from './record-admin-action.ts';
