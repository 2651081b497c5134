import { apiFetch } from '../../../lib/api-client';
import { saveCsv } from '../../../lib/save-file';
import { type AuditLogFilter, auditLogQuery } from './audit-log-query';

/** GET /admin/audit-log/csv with the screen's filter, saved as a file. */
export async function downloadAuditCsv(filter: AuditLogFilter, fileName: string) {
  saveCsv(await apiFetch<string>('/admin/audit-log/csv', { query: auditLogQuery(filter) }), fileName);
}
