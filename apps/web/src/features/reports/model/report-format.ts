import { centsToAmount, formatAmount, formatCount, ZReportRange } from '@puente/shared';

const localeTag = (language: string) => (language === 'en' ? 'en-US' : 'es-ES');

/** Integer cents as the reader reads money. */
export const moneyText = (cents: number, language: string) => formatAmount(centsToAmount(cents), language);
export const countText = (n: number, language: string) => formatCount(n, language);

/** A period of a chart (a day, or a month's first day) as a short label. */
export function periodLabel(period: string, granularity: 'day' | 'month', language: string) {
  const date = new Date(`${period}T00:00:00Z`);
  const options: Intl.DateTimeFormatOptions =
    granularity === 'day'
      ? { day: 'numeric', month: 'short', timeZone: 'UTC' }
      : { month: 'short', year: '2-digit', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(localeTag(language), options).format(date);
}

/** Today in the reader's calendar, and the day `days` before it, as YYYY-MM-DD. */
export function localDay(daysAgo = 0) {
  const d = new Date();
  d.setDate(d.getDate() - daysAgo);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The range's rule code when it breaks one (from after to, longer than ten years), else null. */
export function rangeProblem(range: { from: string | null; to: string | null }): string | null {
  if (!range.from || !range.to) return 'required';
  const parsed = ZReportRange.safeParse(range);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'invalid');
}
