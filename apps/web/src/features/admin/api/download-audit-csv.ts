import { apiFetch } from '../../../lib/api-client';
import { type AuditLogFilter, auditLogQuery } from './audit-log-query';

/**
 * GET /admin/audit-log/csv with the screen's filter, saved as a file. The byte order mark the server sends
 * is dropped when the answer is read as text, so it is put back: spreadsheets then read UTF-8.
 */
export async function downloadAuditCsv(filter: AuditLogFilter, fileName: string) {
  const text = await apiFetch<string>('/admin/audit-log/csv', { query: auditLogQuery(filter) });
  const blob = new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
