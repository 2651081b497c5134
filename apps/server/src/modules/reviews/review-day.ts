/** The student's day in their time zone (UTC when they have none or it is unknown). */
export type ReviewDay = {
  /** Start of today and of tomorrow, as instants. */
  start: Date;
  end: Date;
  /** Today's date (YYYY-MM-DD) in the time zone. */
  date: string;
};

const DAY_MS = 86_400_000;

/** One formatter per time zone (making one costs far more than using it); an unknown zone is UTC. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string | null): Intl.DateTimeFormat {
  const zone = timeZone ?? 'UTC';
  let formatter = formatters.get(zone);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    };
    try {
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
    } catch {
      formatter = formatterOf('UTC');
    }
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Today in a time zone: its first instant, the next day's, and its date. */
export function reviewDay(now: Date, timeZone: string | null): ReviewDay {
  const parts = formatterOf(timeZone).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const offset = wall - Math.floor(now.getTime() / 1000) * 1000;
  const midnight = Date.UTC(part('year'), part('month') - 1, part('day'));
  const start = new Date(midnight - offset);
  return {
    start,
    end: new Date(start.getTime() + DAY_MS),
    date: new Date(midnight).toISOString().slice(0, 10),
  };
}

/** The date `days` after an ISO date. */
export const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
