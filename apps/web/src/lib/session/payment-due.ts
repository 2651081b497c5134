import { PAYMENT_DUE_WARNING_DAYS } from '@puente/shared';

const DAY_MS = 86_400_000;

/** Whole calendar days from `now` (local date) to an ISO date (YYYY-MM-DD); negative when past. */
export function daysUntil(isoDate: string, now: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return null;
  const due = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
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
  },
  now: Date = new Date(),
): boolean {
  if (!input.payEnabled || !input.isStudent) return false;
  if (input.authenticationNeeded) return true;
  if (!input.nextPaymentDate) return false;
  const days = daysUntil(input.nextPaymentDate, now);
  return days !== null && days <= PAYMENT_DUE_WARNING_DAYS;
}
