/** What other modules use of the reports: the formula-safe CSV writer. */
export { type CsvColumn, csvOf } from './report-csv.ts';
