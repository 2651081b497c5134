/**
 * The key of the daily auto-pay charge for an installment: one attempt per installment (the figures read
 * the installment back from it; load-account-snapshot.ts parses the same form in SQL).
 */
export const autoPayKey = (installmentNo: number): string => `autopay-installment-${installmentNo}`;

/** The installment an auto-pay key was made for, or null for any other key. */
export function installmentOfAutoPayKey(key: string): number | null {
  const match = /^autopay-installment-(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}
