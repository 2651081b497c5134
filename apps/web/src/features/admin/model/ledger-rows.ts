import type { TLedgerLine } from '@puente/shared';

/**
 * What an entry does to the balance (what the student owes), the one sign the ledger shows: charges
 * (installments, late charges, a positive adjustment) add; payments and credits (a negative adjustment)
 * take away; a refund gives paid money back, so the amount owed rises again (as the balance counts it:
 * plan + late charges + adjustments − payments + refunds).
 */
export const balanceEffect = (line: Pick<TLedgerLine, 'kind' | 'amountCents'>): number =>
  line.kind === 'payment' ? -line.amountCents : line.amountCents;

type LedgerRow = TLedgerLine & {
  /** The entry's effect on the balance, signed. */
  effectCents: number;
  /** The sum of the effects of this entry and every one before it. */
  balanceAfterCents: number;
};

/** The ledger as the server sends it (newest first) with each entry's effect and the running balance after it. */
export function withRunningBalance(ledger: readonly TLedgerLine[]): LedgerRow[] {
  let balance = 0;
  const oldestFirst = [...ledger].reverse().map((line) => {
    const effectCents = balanceEffect(line);
    balance += effectCents;
    return { ...line, effectCents, balanceAfterCents: balance };
  });
  return oldestFirst.reverse();
}
