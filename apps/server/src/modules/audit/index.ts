/** Public entry of the audit module: what other modules may use. */

export { auditedResource } from './audited-resource.ts';
export { recordAdminAction } from './record-admin-action.ts';
