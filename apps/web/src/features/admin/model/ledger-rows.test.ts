import type { TLedgerLine } from '@puente/shared';
import { describe, expect, it } from 'vitest';
import { balanceEffect, withRunningBalance } from './ledger-rows';

let next = 0;
const line = (kind: TLedgerLine['kind'], amountCents: number, date: string): TLedgerLine => ({
  id: `00000000-0000-7000-8000-${String(++next).padStart(12, '0')}`,
  kind,
  amountCents,
  date,
  installmentNo: null,
  reason: null,
  postedBy: null,
  source: null,
  createdAt: `${date}T12:00:00.000Z`,
});

describe('the ledger’s sign and running balance', () => {
  it('adds charges and refunds, takes away payments and credits', () => {
    expect(balanceEffect(line('installment', 4000, '2026-01-05'))).toBe(4000);
    expect(balanceEffect(line('late_charge', 500, '2026-01-11'))).toBe(500);
    expect(balanceEffect(line('payment', 3000, '2026-01-12'))).toBe(-3000);
    expect(balanceEffect(line('adjustment', -1000, '2026-01-13'))).toBe(-1000);
    expect(balanceEffect(line('adjustment', 250, '2026-01-13'))).toBe(250);
    expect(balanceEffect(line('refund', 1200, '2026-01-14'))).toBe(1200);
  });

  it('counts the balance from the oldest entry and keeps the newest first', () => {
    // Newest first, as GET /admin/accounts/:id sends it.
    const ledger = [
      line('refund', 1000, '2026-02-10'),
      line('adjustment', -500, '2026-02-06'),
      line('payment', 4000, '2026-02-05'),
      line('installment', 4000, '2026-02-05'),
      line('late_charge', 300, '2026-01-11'),
      line('installment', 4000, '2026-01-05'),
    ];
    const rows = withRunningBalance(ledger);
    expect(rows.map((row) => row.id)).toEqual(ledger.map((entry) => entry.id));
    expect(rows.map((row) => row.effectCents)).toEqual([1000, -500, -4000, 4000, 300, 4000]);
    expect(rows.map((row) => row.balanceAfterCents)).toEqual([4800, 3800, 4300, 8300, 4300, 4000]);
  });

  it('has nothing to count on an empty ledger', () => {
    expect(withRunningBalance([])).toEqual([]);
  });
});
