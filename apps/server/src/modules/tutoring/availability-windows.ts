import { TZDate } from '@date-fns/tz';
import rrule from 'rrule';

const { RRule } = rrule;

/** A span of time [start, end). */
export type Span = { start: Date; end: Date };

export type WeeklyRule = { weekday: number; startTime: string; endTime: string };
export type DayException = {
  day: string;
  kind: 'off' | 'extra';
  startTime: string | null;
  endTime: string | null;
};

const WEEKDAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date (YYYY-MM-DD) an instant falls on in a time zone. */
export function localDay(instant: Date, timeZone: string): string {
  const local = new TZDate(instant.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The instant a local date and wall time ('HH:MM', '24:00' is the next midnight) names in a zone. */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, date, hours, minutes, timeZone).getTime());
}

/** A rule's occurrences as local dates: rrule works on "floating" dates (UTC fields are wall time). */
function ruleDays(rule: WeeklyRule, fromDay: string, toDay: string): string[] {
  const recurrence = new RRule({
    freq: RRule.WEEKLY,
    byweekday: [WEEKDAYS[rule.weekday - 1]!],
    dtstart: new Date(`${fromDay}T00:00:00Z`),
    until: new Date(`${toDay}T00:00:00Z`),
  });
  return recurrence.all().map((occurrence) => occurrence.toISOString().slice(0, 10));
}

function subtract(spans: Span[], cut: Span): Span[] {
  return spans.flatMap((span) => {
    if (cut.end <= span.start || cut.start >= span.end) return [span];
    const parts: Span[] = [];
    if (cut.start > span.start) parts.push({ start: span.start, end: cut.start });
    if (cut.end < span.end) parts.push({ start: cut.end, end: span.end });
    return parts;
  });
}

/** Sorted spans with overlapping or touching ones joined. */
function mergeSpans(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) {
      if (span.end > last.end) last.end = span.end;
    } else merged.push({ ...span });
  }
  return merged;
}

/**
 * The tutor's available time between two instants: the weekly rules expanded (rrule) on the tutor's
 * local dates and placed in their zone (@date-fns/tz), so a window keeps its local hours across
 * daylight-saving changes; then extra hours added and days or hours off taken away.
 */
export function availabilityWindows(input: {
  timeZone: string;
  rules: WeeklyRule[];
  exceptions: DayException[];
  from: Date;
  to: Date;
}): Span[] {
  const { timeZone, from, to } = input;
  // One local day of margin on both sides: zones up to ±14 h from UTC.
  const fromDay = localDay(new Date(from.getTime() - DAY_MS), timeZone);
  const toDay = localDay(new Date(to.getTime() + DAY_MS), timeZone);
  let spans: Span[] = [];
  for (const rule of input.rules) {
    for (const day of ruleDays(rule, fromDay, toDay)) {
      spans.push({
        start: zonedInstant(day, rule.startTime, timeZone),
        end: zonedInstant(day, rule.endTime, timeZone),
      });
    }
  }
  const inRange = input.exceptions.filter((e) => e.day >= fromDay && e.day <= toDay);
  for (const extra of inRange.filter((e) => e.kind === 'extra' && e.startTime && e.endTime)) {
    spans.push({
      start: zonedInstant(extra.day, extra.startTime!, timeZone),
      end: zonedInstant(extra.day, extra.endTime!, timeZone),
    });
  }
  spans = mergeSpans(spans);
  for (const off of inRange.filter((e) => e.kind === 'off')) {
    spans = subtract(spans, {
      start: zonedInstant(off.day, off.startTime ?? '00:00', timeZone),
      end: zonedInstant(off.day, off.endTime ?? '24:00', timeZone),
    });
  }
  // A window that began before `from` keeps its own start: its slots keep their half hours (the caller
  // drops those before `from`). Cut at `from`, a window read from now + notice, or from a week that starts
  // at the present minute, offered 03:26, 03:56 …, which the booking's check never finds.
  return spans
    .map((span) => ({ start: span.start, end: span.end > to ? to : span.end }))
    .filter((span) => span.end > from && span.start < span.end);
}

/** Slots start on the half hour of the window's own start, every 30 minutes. */
const SLOT_STEP_MINUTES = 30;

/**
 * Free start instants of a given length inside the windows, after `earliest` and before `latest`,
 * that overlap no busy span (the tutor's sessions).
 */
export function freeSlots(input: {
  windows: Span[];
  busy: Span[];
  lengthMinutes: number;
  earliest: Date;
  latest: Date;
}): Date[] {
  const length = input.lengthMinutes * 60_000;
  const step = SLOT_STEP_MINUTES * 60_000;
  const slots: Date[] = [];
  for (const window of input.windows) {
    for (let t = window.start.getTime(); t + length <= window.end.getTime(); t += step) {
      if (t < input.earliest.getTime() || t > input.latest.getTime()) continue;
      const end = t + length;
      if (input.busy.some((b) => b.start.getTime() < end && b.end.getTime() > t)) continue;
      slots.push(new Date(t));
    }
  }
  return slots;
}
