import {
  foldImportText,
  MAX_IMPORT_CHARS,
  MAX_IMPORT_ROWS,
  type TUserImportField,
  USER_IMPORT_FIELDS,
  USER_IMPORT_HEADERS,
} from '@puente/shared';
import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '../../../lib/app-error.ts';

/** One data row of the file: its row number as a spreadsheet shows it (the header is row 1) and its cells. */
export type CsvUserRow = { row: number; cells: Record<TUserImportField, string> };

const REQUIRED: TUserImportField[] = ['email', 'firstName', 'lastName'];
/** How a missing column is named to the reader, in both languages (the header may be in either). */
const headerNames: Partial<Record<TUserImportField, string>> = {
  email: 'correo / e-mail',
  firstName: 'nombre / first name',
  lastName: 'apellidos / last name',
};

const tooLarge = () => new AppError('user.import-too-large', { params: { rows: MAX_IMPORT_ROWS } });

/** Comma or semicolon: whichever the header line holds more of (a spreadsheet in Spanish saves with `;`). */
function delimiterOf(text: string): ',' | ';' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (char: string) => header.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** Which column holds which field, by the header's names (Spanish or English, any case, accents ignored). */
function columnsOf(header: string[]): Partial<Record<TUserImportField, number>> {
  const columns: Partial<Record<TUserImportField, number>> = {};
  header.forEach((name, index) => {
    const folded = foldImportText(name);
    const field = USER_IMPORT_FIELDS.find((f) => USER_IMPORT_HEADERS[f].includes(folded));
    if (field && columns[field] === undefined) columns[field] = index;
  });
  const missing = REQUIRED.filter((field) => columns[field] === undefined);
  if (missing.length > 0)
    throw new AppError('user.import-missing-columns', {
      params: { columns: missing.map((field) => headerNames[field]).join(', ') },
    });
  return columns;
}

/**
 * Reads a users CSV (UTF-8 with or without a byte order mark; comma or semicolon separated; quoted
 * fields) with csv-parse: the header names the columns, blank lines are left out. Too large a file (400
 * `user.import-too-large`), no header or no rows (`user.import-empty`), a file that is no CSV
 * (`user.import-unreadable`, naming the row) and missing columns (`user.import-missing-columns`) refuse
 * the whole file; what each row holds is checked later, row by row.
 */
export function readUsersCsv(text: string): CsvUserRow[] {
  if (text.length > MAX_IMPORT_CHARS) throw tooLarge();
  const body = text.replace(/^\uFEFF/, '');
  let records: string[][];
  try {
    records = parse(body, {
      delimiter: delimiterOf(body),
      relax_column_count: true,
      skip_empty_lines: false,
      to: MAX_IMPORT_ROWS + 2,
    });
  } catch (error) {
    if (error instanceof CsvError)
      throw new AppError('user.import-unreadable', {
        params: { row: (error as CsvError & { lines?: number }).lines ?? 1 },
      });
    throw error;
  }
  const [header, ...data] = records;
  if (!header) throw new AppError('user.import-empty');
  if (data.length > MAX_IMPORT_ROWS) throw tooLarge();
  const columns = columnsOf(header);
  const rows: CsvUserRow[] = [];
  data.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const cells = Object.fromEntries(
      USER_IMPORT_FIELDS.map((field) => {
        const at = columns[field];
        return [field, at === undefined ? '' : (record[at] ?? '')];
      }),
    ) as Record<TUserImportField, string>;
    rows.push({ row: index + 2, cells });
  });
  if (rows.length === 0) throw new AppError('user.import-empty');
  return rows;
}
