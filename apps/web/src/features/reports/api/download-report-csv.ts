import { apiFetch } from '../../../lib/api-client';
import { saveCsv } from '../../../lib/save-file';

/** POST /reports/{suffix}/csv with the screen's filter, saved as a file. */
export async function downloadReportCsv(suffix: string, filter: unknown, fileName: string) {
  saveCsv(await apiFetch<string>(`/reports/${suffix}/csv`, { method: 'POST', body: filter }), fileName);
}
