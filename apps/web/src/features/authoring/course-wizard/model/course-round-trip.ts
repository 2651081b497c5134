import {
  type TContentImportResult,
  type TContentPackage,
  validateRules,
  ZContentPackage,
} from '@puente/shared';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../../lib/api-client';
import { saveFile } from '../../../../lib/save-file';

/** One course of the school's export as a package of its own (what import takes back). */
export function coursePackage(all: TContentPackage, key: string): TContentPackage | null {
  const course = all.courses.find((item) => item.key === key);
  return course ? { format: all.format, version: all.version, courses: [course] } : null;
}

/** What an import did: the courses written, or why the file was refused (codes the client translates). */
export type ImportReport =
  | { kind: 'done'; courses: TContentImportResult['courses'] }
  | { kind: 'refused'; code: string; fields: RefusedField[] };

/** A refused field: its path in the package, the rule's code and what its text may show. */
export type RefusedField = { field: string; code: string; message: string; params?: Record<string, unknown> };

/**
 * The package's own rules, checked before it is sent: a refusal then names each field with the rule it
 * breaks (a missing value reads "required"), which the server's answer cannot always tell.
 */
export function localRefusal(data: unknown): ImportReport | null {
  const failures = validateRules(ZContentPackage, data);
  if (failures.length === 0) return null;
  return {
    kind: 'refused',
    code: 'invalid',
    fields: failures.map((failure) => ({
      field: failure.path.join('.'),
      code: failure.code,
      message: '',
      params: failure.params,
    })),
  };
}

/**
 * A valid package that would write over courses the reader may not change (their keys): refused as the
 * server would (`course.not-teacher`), each such course named, so nothing is sent to meet a 403.
 */
export function notTaughtRefusal(pkg: TContentPackage, readOnlyKeys: string[]): ImportReport | null {
  const locked = new Set(readOnlyKeys);
  const fields = pkg.courses.flatMap((course, index) =>
    locked.has(course.key)
      ? [{ field: `courses.${index}`, code: 'course.not-teacher', message: '', params: {} }]
      : [],
  );
  return fields.length ? { kind: 'refused', code: 'course.not-teacher', fields } : null;
}

/** Lists of a package, as a reader counts them (from 1). */
const LISTS = [
  'courses',
  'chapters',
  'exercises',
  'exams',
  'questions',
  'reviewLessons',
  'words',
  'vocabulary',
];

/**
 * A package path in the reader's words: "courses.0.chapters.2.title.es" -> "Curso 1, lección 3, título
 * (español)". Unknown names are shown as they are.
 */
export function describeField(path: string, t: TFunction): string {
  const parts: string[] = [];
  const keys = path.split('.');
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index]!;
    const next = keys[index + 1];
    if (LISTS.includes(key) && next !== undefined && /^\d+$/.test(next)) {
      parts.push(t(`course-wizard:roundTrip.item.${key}`, { n: Number(next) + 1 }));
      index++;
    } else if ((key === 'es' || key === 'en') && parts.length) {
      parts[parts.length - 1] += ` (${t(`course-wizard:roundTrip.language.${key}`)})`;
    } else {
      parts.push(t(`course-wizard:roundTrip.field.${key}`, { defaultValue: key }));
    }
  }
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The rule a refused field breaks, in the reader's words ("obligatorio", "entre 1 y 100"). */
export function describeRule(entry: RefusedField, t: TFunction): string {
  const params = entry.params ?? {};
  return t(
    [
      `course-wizard:roundTrip.rule.${entry.code}`,
      `errors:${entry.code}`,
      'course-wizard:roundTrip.rule.invalid',
    ],
    { min: params.min ?? params.minimum, max: params.max ?? params.maximum },
  );
}

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
  type Entry = { field?: string; code: string; message?: string; Parameters?: Record<string, unknown> };
  const list = (error.body as { errorInfo?: { ModelState?: Entry[] } } | null)?.errorInfo?.ModelState ?? [];
  return {
    kind: 'refused',
    code: error.status === 0 ? 'network' : error.code,
    fields: list.map((entry) => ({
      field: entry.field ?? '',
      code: entry.code,
      message: entry.message ?? '',
      params: entry.Parameters ?? {},
    })),
  };
}

/** Offers a package as a JSON file download. */
export function downloadJson(name: string, data: unknown) {
  saveFile(new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }), name);
}
