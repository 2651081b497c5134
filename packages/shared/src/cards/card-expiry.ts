/** Expiry text of the payment form: MMYY digits (first two the month, next two the year). */
const EXPIRY_PATTERN = /^(\d{2})(\d{2})$/;

/**
 * Client rule of spec section 5: 4 digits, month 1..12, two-digit year at least the current one,
 * and, in the current year, a month not before the current one. `now` is read in local time.
 */
export function isValidExpiry(mmyy: string, now: Date = new Date()): boolean {
  const match = EXPIRY_PATTERN.exec(mmyy);
  if (match === null) return false;
  const month = Number(match[1]);
  const year = Number(match[2]);
  const currentYear = now.getFullYear() % 100;
  const currentMonth = now.getMonth() + 1;
  if (month < 1 || month > 12 || year < currentYear) return false;
  return year > currentYear || month >= currentMonth;
}

/** MMYY to the attach-card fields (4-digit year in the current century); null when not 4 digits. */
export function parseExpiry(
  mmyy: string,
  now: Date = new Date(),
): { expMonth: number; expYear: number } | null {
  const match = EXPIRY_PATTERN.exec(mmyy);
  if (match === null) return null;
  const century = Math.floor(now.getFullYear() / 100) * 100;
  return { expMonth: Number(match[1]), expYear: century + Number(match[2]) };
}

const TWELVE_HOURS_MS = 12 * 60 * 60 * 1000;

/**
 * Server rule: a card is usable through the end of its expiry month. The month is taken in the
 * earliest time zone (UTC-12), so the server never refuses an expiry a client anywhere accepted.
 */
export function isExpiryCurrentOrFuture(expMonth: number, expYear: number, now: Date = new Date()): boolean {
  const earliest = new Date(now.getTime() - TWELVE_HOURS_MS);
  const current = earliest.getUTCFullYear() * 12 + earliest.getUTCMonth();
  return expYear * 12 + (expMonth - 1) >= current;
}
