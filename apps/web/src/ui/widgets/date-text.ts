/** The order in which a locale writes year, month and day, e.g. 'DMY' for es and 'MDY' for en. */
export type DateOrder = 'DMY' | 'MDY' | 'YMD';

/** A calendar date as the user typed it: month 1-12, day 1-31 (and within the month). */
export type DateParts = { year: number; month: number; day: number };

/** The locale's year/month/day order, read from how `Intl` writes a date in it. */
export function dateOrderOf(locale: string): DateOrder {
  const parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(2000, 10, 22))
    .map((part) => part.type)
    .filter((type) => type === 'year' || type === 'month' || type === 'day')
    .map((type) => type[0]!.toUpperCase())
    .join('');
  return parts === 'MDY' || parts === 'YMD' ? parts : 'DMY';
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Reads a typed date in the locale's order, its three numbers separated by dots, dashes, slashes or
 * spaces: month 1-12, day 1-31 (and no later than the month's last day), a 4-digit year. Anything else
 * is null: the widget calls its invalid handler.
 */
export function parseDateText(text: string, order: DateOrder): DateParts | null {
  const fields = text.trim().split(/[.\-/\s]+/);
  if (fields.length !== 3 || fields.some((field) => !/^\d+$/.test(field))) return null;
  const at = (letter: 'D' | 'M' | 'Y') => fields[order.indexOf(letter)]!;
  if (at('Y').length !== 4 || at('M').length > 2 || at('D').length > 2) return null;
  const year = Number(at('Y'));
  const month = Number(at('M'));
  const day = Number(at('D'));
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `YYYY-MM-DD`, the value the date widgets exchange. */
export const isoDateOf = ({ year, month, day }: DateParts) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The dayjs format that writes a date in the locale's order, e.g. 'DD/MM/YYYY'. */
export function dateFormatOf(order: DateOrder): string {
  const tokens = { D: 'DD', M: 'MM', Y: 'YYYY' } as const;
  return [...order].map((letter) => tokens[letter as keyof typeof tokens]).join(order === 'YMD' ? '-' : '/');
}

/** Whether a `YYYY-MM-DD` date may be chosen: within min/max and not on a disabled weekday (0 = Sunday). */
export function isDateAllowed(
  iso: string,
  limits: { minDate?: string; maxDate?: string; disabledWeekdays?: readonly number[] },
): boolean {
  if (limits.minDate && iso < limits.minDate) return false;
  if (limits.maxDate && iso > limits.maxDate) return false;
  const [year, month, day] = iso.split('-').map(Number);
  const weekday = new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay();
  return !limits.disabledWeekdays?.includes(weekday);
}
