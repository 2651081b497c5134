import type { Readable } from 'node:stream';
import type { SupportedLocale as Locale } from '@puente/shared';
import { stringify } from 'csv-stringify';

/** A CSV column: its heading in each language and its cell. */
export type Column<Row> = { es: string; en: string; value: (row: Row) => string | number | null };

/**
 * A table as CSV, streamed: UTF-8 with a byte order mark (so spreadsheets open Spanish accents), and a
 * text cell starting with = + - @ (or a tab or carriage return) prefixed with ' so no spreadsheet runs it
 * as a formula. Numbers stay numbers (a negative balance is not a formula).
 */
export function csvOf<Row>(columns: Column<Row>[], rows: Row[], locale: Locale): Readable {
  const stream = stringify({
    bom: true,
    escape_formulas: true,
    header: true,
    columns: columns.map((c) => c[locale]),
  });
  for (const row of rows) stream.write(columns.map((c) => c.value(row)));
  stream.end();
  return stream;
}
