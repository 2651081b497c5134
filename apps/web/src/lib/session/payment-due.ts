import { PAYMENT_DUE_WARNING_DAYS } from '@puente/shared';

const DAY_MS = 86_400_000;

/** One formatter per time zone: building one loads the zone's rules (tens of milliseconds on a phone). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Today's date in a time zone (YYYY-MM-DD), or the device's own date without one (or with an unknown one). */
function todayIn(now: Date, timeZone: string | undefined): [number, number, number] {
  if (timeZone) {
    try {
      const parts = formatterFor(timeZone).formatToParts(now);
      const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      return [part('year'), part('month') - 1, part('day')];
    } catch {
      // An unknown zone: the device's date.
    }
  }
  return [now.getFullYear(), now.getMonth(), now.getDate()];
}

/**
 * Whole calendar days from `now` to an ISO date (YYYY-MM-DD); negative when past. Today is the school's
 * (its time zone) when given, so the icon turns with the school's day, not the device's.
 */
export function daysUntil(isoDate: string, now: Date, timeZone?: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return null;
  const due = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const today =
    timeZone === 'UTC'
      ? Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
      : Date.UTC(...todayIn(now, timeZone));
  return Math.round((due - today) / DAY_MS);
}

/**
 * The payment-due indicator (red profile icon): for a student with payment enabled, when the next
 * payment date is within 7 days from now or already past, and while the auto-pay charge waits for the
 * student to confirm it with their bank (3-D Secure).
 */
export function isPaymentDue(
  input: {
    payEnabled: boolean;
    isStudent: boolean;
    nextPaymentDate: string | null;
    authenticationNeeded?: boolean;
    /** The school's time zone (the public tenant's). */
    timeZone?: string;
  },
  now: Date = new Date(),
): boolean {
  if (!input.payEnabled || !input.isStudent) return false;
  if (input.authenticationNeeded) return true;
  if (!input.nextPaymentDate) return false;
  // Every time zone's date (the device's too) is within a day of UTC's: far from the warning's edge, the
  // answer is known without asking which day it is in the school (the first phone screen pays for that).
  const fromUtc = daysUntil(input.nextPaymentDate, now, 'UTC');
  if (fromUtc === null) return false;
  if (fromUtc - 1 > PAYMENT_DUE_WARNING_DAYS) return false;
  if (fromUtc + 1 <= PAYMENT_DUE_WARNING_DAYS) return true;
  const days = daysUntil(input.nextPaymentDate, now, input.timeZone);
  return days !== null && days <= PAYMENT_DUE_WARNING_DAYS;
}
