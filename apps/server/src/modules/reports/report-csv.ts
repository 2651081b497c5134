import type { Readable } from 'node:stream';
import type {
  SupportedLocale as Locale,
  TAccountActivityReport,
  TMostActiveReport,
  TUserActivityReport,
} from '@puente/shared';
import { stringify } from 'csv-stringify';

export type CsvColumn<Row> = { es: string; en: string; value: (row: Row) => string | number | null };

const money = (cents: number) => Number((cents / 100).toFixed(2));

/**
 * A table as CSV, streamed: UTF-8 with a byte order mark (so spreadsheets open Spanish accents), and a
 * text cell starting with = + - @ (or a tab or carriage return) prefixed with ' so no spreadsheet runs it
 * as a formula. Numbers stay numbers (a negative balance is not a formula).
 */
export function csvOf<Row>(columns: CsvColumn<Row>[], rows: Row[], locale: Locale): Readable {
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

type Series = TUserActivityReport['series'][number];
/** The user activity chart's periods, as its table shows them. */
export const userActivityColumns: CsvColumn<Series>[] = [
  { es: 'Periodo', en: 'Period', value: (r) => r.period },
  { es: 'Usuarios activos', en: 'Active users', value: (r) => r.activeUsers },
  { es: 'Minutos de estudio', en: 'Study minutes', value: (r) => r.studyMinutes },
  { es: 'Inicios de sesión', en: 'Sign-ins', value: (r) => r.signIns },
  { es: 'Lecciones abiertas', en: 'Lessons opened', value: (r) => r.lessonsOpened },
  { es: 'Lecciones completadas', en: 'Lessons completed', value: (r) => r.lessonsCompleted },
  { es: 'Ejercicios correctos', en: 'Exercises right', value: (r) => r.exercisesRight },
  { es: 'Ejercicios incorrectos', en: 'Exercises wrong', value: (r) => r.exercisesWrong },
  { es: 'Exámenes enviados', en: 'Exams submitted', value: (r) => r.examsSubmitted },
  { es: 'Exámenes aprobados', en: 'Exams passed', value: (r) => r.examsPassed },
  { es: 'Nota media de examen', en: 'Average exam score', value: (r) => r.averageExamScore },
  { es: 'Repasos', en: 'Reviews', value: (r) => r.reviews },
  { es: 'Consultas de diccionario', en: 'Dictionary lookups', value: (r) => r.lookups },
];

type User = TUserActivityReport['users'][number];
/** The chosen users' table. */
export const userTotalsColumns: CsvColumn<User>[] = [
  { es: 'Usuario', en: 'User', value: (r) => r.name },
  { es: 'Correo', en: 'E-mail', value: (r) => r.email },
  { es: 'Minutos de estudio', en: 'Study minutes', value: (r) => r.studyMinutes },
  { es: 'Lecciones completadas', en: 'Lessons completed', value: (r) => r.lessonsCompleted },
  { es: 'Ejercicios correctos', en: 'Exercises right', value: (r) => r.exercisesRight },
  { es: 'Ejercicios incorrectos', en: 'Exercises wrong', value: (r) => r.exercisesWrong },
  { es: 'Acierto (%)', en: 'Accuracy (%)', value: (r) => r.accuracy },
  { es: 'Nota media de examen', en: 'Average exam score', value: (r) => r.averageExamScore },
  { es: 'Última actividad', en: 'Last active', value: (r) => r.lastActiveOn },
];

type Ranked = TMostActiveReport['rows'][number];
export const mostActiveColumns: CsvColumn<Ranked>[] = [
  { es: 'Puesto', en: 'Rank', value: (r) => r.rank },
  { es: 'Usuario', en: 'User', value: (r) => r.name },
  { es: 'Correo', en: 'E-mail', value: (r) => r.email },
  { es: 'Minutos de estudio', en: 'Study minutes', value: (r) => r.studyMinutes },
  { es: 'Lecciones completadas', en: 'Lessons completed', value: (r) => r.lessonsCompleted },
  { es: 'Repasos', en: 'Reviews', value: (r) => r.reviews },
  { es: 'Inicios de sesión', en: 'Sign-ins', value: (r) => r.signIns },
];

type MoneyPeriod = TAccountActivityReport['series'][number];
export const accountActivityColumns: CsvColumn<MoneyPeriod>[] = [
  { es: 'Periodo', en: 'Period', value: (r) => r.period },
  { es: 'Cuotas emitidas', en: 'Installments posted', value: (r) => r.installmentsPosted },
  { es: 'Importe de cuotas', en: 'Installments amount', value: (r) => money(r.installmentsCents) },
  { es: 'Recargos por mora', en: 'Late charges', value: (r) => money(r.lateChargesCents) },
  { es: 'Pagos', en: 'Payments', value: (r) => money(r.paymentsCents) },
  { es: 'Reembolsos', en: 'Refunds', value: (r) => money(r.refundsCents) },
  { es: 'Ajustes', en: 'Adjustments', value: (r) => money(r.adjustmentsCents) },
  { es: 'Saldo', en: 'Balance', value: (r) => money(r.balanceCents) },
  { es: 'Pagos realizados', en: 'Payments made', value: (r) => r.paymentsMade },
  { es: 'Pagos rechazados', en: 'Payments declined', value: (r) => r.paymentsDeclined },
  { es: 'Pago automático cobrado', en: 'Auto-pay charged', value: (r) => r.autopayCharged },
  { es: 'Pago automático rechazado', en: 'Auto-pay declined', value: (r) => r.autopayDeclined },
];
