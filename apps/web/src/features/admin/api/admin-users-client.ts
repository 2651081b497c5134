import type {
  TAdminUser,
  TAdminUserBulk,
  TAdminUserBulkResult,
  TAdminUserInput,
  TUserImportResult,
} from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';
import { resourceClient } from '../../../lib/resource/resource-client';
import { saveCsv } from '../../../lib/save-file';

/** The school's users for administrators (spec section 7 conventions at /admin/users). */
export const adminUsers = resourceClient<TAdminUser, TAdminUserInput>('/admin/users');

const userAction = (action: 'deactivate' | 'reactivate' | 'reset-password') => (id: string) =>
  apiFetch<TAdminUser>(`/admin/users/${encodeURIComponent(id)}/${action}`, { method: 'POST' });

/** POST /admin/users/:id/deactivate: no sign-in, every session ended at once. */
export const deactivateUser = userAction('deactivate');
/** POST /admin/users/:id/reactivate. */
export const reactivateUser = userAction('reactivate');
/** POST /admin/users/:id/reset-password: a new temporary password by mail. */
export const resetUserPassword = userAction('reset-password');

/** POST /admin/users/bulk/:action: deactivate, or invite again, the chosen users or all matching. */
export const bulkUserAction = (action: 'deactivate' | 'invite', target: TAdminUserBulk) =>
  apiFetch<TAdminUserBulkResult>(`/admin/users/bulk/${action}`, { method: 'POST', body: target });

/** POST /admin/users/bulk/class/:classId: the chosen students (or all matching) join a class. */
export const bulkUsersToClass = (classId: string, target: TAdminUserBulk) =>
  apiFetch<TAdminUserBulkResult>(`/admin/users/bulk/class/${encodeURIComponent(classId)}`, {
    method: 'POST',
    body: target,
  });

/** POST /admin/users/import/preview: what importing the CSV would do, row by row (nothing written). */
export const previewUsersImport = (csv: string) =>
  apiFetch<TUserImportResult>('/admin/users/import/preview', { method: 'POST', body: { csv } });

/** POST /admin/users/import: imports the CSV's sound rows (checked again by the server). */
export const importUsers = (csv: string) =>
  apiFetch<TUserImportResult>('/admin/users/import', { method: 'POST', body: { csv } });

/** GET /admin/users/csv with the list's filter and order, saved as a file. */
export async function downloadUsersCsv(filter: Record<string, string>) {
  saveCsv(await apiFetch<string>('/admin/users/csv', { query: filter }), 'users.csv');
}
