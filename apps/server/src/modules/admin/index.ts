/** Public entry of the admin module: what other modules may use. */
export { type AdminActionRecord, recordAdminAction } from './record-admin-action.ts';
