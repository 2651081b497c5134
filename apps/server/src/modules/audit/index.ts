/** Public entry of the audit module: what other modules may use. */
export { recordAdminAction } from './record-admin-action.ts';
