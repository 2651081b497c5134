import type { TContentImportResult, TContentPackage } from '@puente/shared';
import { ApiError } from '../../../../lib/api-client';

/** One course of the school's export as a package of its own (what import takes back). */
export function coursePackage(all: TContentPackage, key: string): TContentPackage | null {
  const course = all.courses.find((item) => item.key === key);
  return course ? { format: all.format, version: all.version, courses: [course] } : null;
}

/** What an import did: the courses written, or why the file was refused (codes the client translates). */
export type ImportReport =
  | { kind: 'done'; courses: TContentImportResult['courses'] }
  | { kind: 'refused'; code: string; fields: { field: string; code: string; message: string }[] };

/** Reads a chosen file as JSON: a file that is not JSON is refused before anything is sent. */
export async function readPackageFile(file: File): Promise<unknown> {
  const text = await file.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'content.not-json', null);
  }
}

/** The report of a refused import: the server's ModelState entries, by field. */
export function refusalReport(error: unknown): ImportReport {
  if (!(error instanceof ApiError)) return { kind: 'refused', code: 'system.exception', fields: [] };
  type Entry = { field?: string; code: string; message?: string };
  const list = (error.body as { errorInfo?: { ModelState?: Entry[] } } | null)?.errorInfo?.ModelState ?? [];
  return {
    kind: 'refused',
    code: error.status === 0 ? 'network' : error.code,
    fields: list.map((entry) => ({
      field: entry.field ?? '',
      code: entry.code,
      message: entry.message ?? '',
    })),
  };
}

/** Offers a package as a JSON file download. */
export function downloadJson(name: string, data: unknown) {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
