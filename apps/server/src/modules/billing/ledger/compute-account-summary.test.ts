import { UTCDate } from '@date-fns/utc';
import { addMonths as addCalendarMonths, getDaysInMonth, setDate } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LedgerFact } from './allocate-payments.ts';
import { addMonths, dayOfMonth } from './billing-dates.ts';
import { installmentSchedule, type PlanTerms, regularInstallmentCents } from './billing-schedule.ts';
import { type AutoPayAttempt, computeAccountSummary } from './compute-account-summary.ts';
import { lateChargesDue } from './late-charges-due.ts';

// 12 x 50.00 due on the 10th from January 2026; 5 grace days; 15.00 late fee.
const plan: PlanTerms = {
  totalCents: 60_000,
  installments: 12,
  installmentCents: 5_000,
  dueDay: 10,
  startMonth: '2026-01-01',
};
const grace = 5;
const pay = (date: string, cents: number): LedgerFact => ({
  kind: 'payment',
  amountCents: cents,
  installmentNo: null,
  date,
});
const late = (no: number, date: string, cents = 1_500): LedgerFact => ({
  kind: 'late_charge',
  amountCents: cents,
  installmentNo: no,
  date,
});
const summary = (today: string, entries: LedgerFact[] = []) =>
  computeAccountSummary({ plan, entries, today, graceDays: grace });

describe('the installment schedule', () => {
  it('is T / N rounded down each, the last one absorbing the rounding, one per month', () => {
    const terms = {
      totalCents: 100_000,
      installments: 3,
      installmentCents: regularInstallmentCents(100_000, 3),
    };
    const schedule = installmentSchedule({ ...terms, dueDay: 31, startMonth: '2026-01-01' });
    expect(schedule).toEqual([
      { no: 1, dueDate: '2026-01-31', amountCents: 33_333 },
      { no: 2, dueDate: '2026-02-28', amountCents: 33_333 },
      { no: 3, dueDate: '2026-03-31', amountCents: 33_334 },
    ]);
    expect(schedule.reduce((sum, i) => sum + i.amountCents, 0)).toBe(100_000);
  });

  it('crosses the year and clamps the due day to short months', () => {
    expect(addMonths('2026-11-01', 3)).toBe('2027-02-01');
    expect(dayOfMonth('2028-02-01', 30)).toBe('2028-02-29');
    // Centuries are leap years only every fourth.
    expect(dayOfMonth('2000-02-01', 31)).toBe('2000-02-29');
    expect(dayOfMonth('2100-02-01', 31)).toBe('2100-02-28');
    expect(addMonths('2026-03-01', -15)).toBe('2024-12-01');
    expect(addMonths('0259-07-01', 1)).toBe('0259-08-01');
    expect(dayOfMonth('0059-02-01', 31)).toBe('0059-02-28');
    expect(
      installmentSchedule(plan)
        .map((i) => i.dueDate)
        .at(-1),
    ).toBe('2026-12-10');
  });
});

describe('the schedule’s months and days, against date-fns', () => {
  it('are the months and clamped days date-fns counts, for any month, count and due day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 9_900 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: -40, max: 40 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, months, day) => {
          const start = new UTCDate(
            `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01T00:00:00Z`,
          );
          const iso = (date: Date) => date.toISOString().slice(0, 10);
          const monthStart = addMonths(iso(start), months);
          const expectedStart = addCalendarMonths(start, months);
          expect(monthStart).toBe(iso(expectedStart));
          expect(dayOfMonth(monthStart, day)).toBe(
            iso(setDate(expectedStart, Math.min(day, getDaysInMonth(expectedStart)))),
          );
        },
      ),
      { numRuns: 5_000 },
    );
  });
});

describe('computeAccountSummary', () => {
  it('before the first due date: everything owed, nothing overdue, active', () => {
    expect(summary('2026-01-05')).toEqual({
      balanceCents: 60_000,
      installmentCents: 5_000,
      lateChargesCents: 0,
      delinquentCents: 0,
      dueNowCents: 0,
      nextPaymentDate: '2026-01-10',
      nextInstallmentNo: 1,
      newestDueUnpaidNo: null,
      lastPaymentDate: null,
      installments: 12,
      pendingPayments: 0,
      isActive: true,
      authenticationNeeded: null,
    });
  });

  it('on the due date it is due, not overdue; the day after it is overdue but active through the grace days', () => {
    expect(summary('2026-01-10')).toMatchObject({
      delinquentCents: 0,
      dueNowCents: 5_000,
      pendingPayments: 0,
    });
    expect(summary('2026-01-11')).toMatchObject({
      delinquentCents: 5_000,
      pendingPayments: 1,
      isActive: true,
    });
    expect(summary('2026-01-15').isActive).toBe(true);
    expect(summary('2026-01-16').isActive).toBe(false);
  });

  it('a payment covers the unpaid late charge first, then the oldest installment', () => {
    const entries = [late(1, '2026-01-16'), pay('2026-01-20', 5_000)];
    expect(summary('2026-01-20', entries)).toMatchObject({
      balanceCents: 56_500, // 600 + 15 - 50
      lateChargesCents: 0,
      delinquentCents: 1_500, // 15.00 of installment 1 still unpaid
      nextPaymentDate: '2026-01-10',
      lastPaymentDate: '2026-01-20',
      installments: 12,
      pendingPayments: 1,
      isActive: false,
    });
    const settled = summary('2026-01-21', [...entries, pay('2026-01-21', 1_500)]);
    expect(settled).toMatchObject({
      balanceCents: 55_000,
      delinquentCents: 0,
      nextPaymentDate: '2026-02-10',
      lastPaymentDate: '2026-01-21',
      installments: 11,
      pendingPayments: 0,
      isActive: true,
    });
  });

  it('paying ahead covers future installments oldest first', () => {
    expect(summary('2026-01-12', [pay('2026-01-09', 12_500)])).toMatchObject({
      balanceCents: 47_500,
      nextPaymentDate: '2026-03-10',
      installments: 10,
      pendingPayments: 0,
    });
  });

  it('counts refunds, credits and extra charges in the balance and in what payments cover', () => {
    const entries: LedgerFact[] = [
      pay('2026-01-09', 7_000),
      { kind: 'refund', amountCents: 3_000, installmentNo: null, date: '2026-01-12' },
      { kind: 'adjustment', amountCents: 500, installmentNo: null, date: '2026-01-13' },
      { kind: 'adjustment', amountCents: -1_000, installmentNo: null, date: '2026-01-13' },
    ];
    // Balance 600 - 70 + 30 + 5 - 10 = 555. The 70 covered installment 1 and 20 of 2; the refund took back
    // the 20 and 10 of installment 1; the 10 credit covers the 5 extra charge first, then 5 of installment 1.
    expect(summary('2026-01-14', entries)).toMatchObject({
      balanceCents: 55_500,
      delinquentCents: 500,
      installments: 12,
      nextPaymentDate: '2026-01-10',
      lastPaymentDate: '2026-01-09',
    });
  });

  it('with everything paid: balance 0, no next date, active', () => {
    expect(summary('2027-01-01', [pay('2026-12-01', 60_000)])).toMatchObject({
      balanceCents: 0,
      nextPaymentDate: null,
      installments: 0,
      pendingPayments: 0,
      isActive: true,
    });
  });

  it('without a plan: zeros and active', () => {
    expect(
      computeAccountSummary({ plan: null, entries: [], today: '2026-01-01', graceDays: 5 }),
    ).toMatchObject({
      balanceCents: 0,
      installmentCents: 0,
      nextPaymentDate: null,
      installments: 0,
      isActive: true,
    });
  });
});

describe('lateChargesDue', () => {
  const due = (today: string, entries: LedgerFact[] = [], feeCents = 1_500) =>
    lateChargesDue({ plan, entries, today, graceDays: grace, feeCents }).map((c) => [
      c.installmentNo,
      c.dueDate,
    ]);

  it('is owed the day after the grace period ends', () => {
    expect(due('2026-01-15')).toEqual([]);
    expect(due('2026-01-16')).toEqual([[1, '2026-01-16']]);
  });

  it('a payment on the last grace day avoids it; a day later does not', () => {
    expect(due('2026-01-20', [pay('2026-01-15', 5_000)])).toEqual([]);
    expect(due('2026-01-20', [pay('2026-01-16', 5_000)])).toEqual([[1, '2026-01-16']]);
  });

  it('catches up on days the job did not run, and skips those already posted', () => {
    expect(due('2026-04-01')).toEqual([
      [1, '2026-01-16'],
      [2, '2026-02-16'],
      [3, '2026-03-16'],
    ]);
    expect(due('2026-04-01', [late(1, '2026-01-16'), late(2, '2026-02-16')])).toEqual([[3, '2026-03-16']]);
  });

  it('is nothing when the tenant has no late fee', () => {
    expect(due('2026-06-01', [], 0)).toEqual([]);
  });

  it('a later late charge never reopens installments paid before it', () => {
    const entries = [pay('2026-01-10', 5_000), pay('2026-02-10', 5_000), late(3, '2026-03-16')];
    expect(due('2026-03-20', entries)).toEqual([]);
    expect(summary('2026-03-20', entries)).toMatchObject({
      lateChargesCents: 1_500,
      delinquentCents: 6_500,
      pendingPayments: 1,
      nextPaymentDate: '2026-03-10',
    });
  });
});

describe('authenticationNeeded: the auto-pay charge the card asked 3-D Secure for', () => {
  const asked = (installmentNo: number | null, errorCode = 'authentication_required'): AutoPayAttempt => ({
    status: 'failed',
    errorCode,
    paymentMethodId: 'pm_3184',
    installmentNo,
  });
  const needed = (today: string, entries: LedgerFact[], attempt: AutoPayAttempt | null) =>
    computeAccountSummary({ plan, entries, today, graceDays: grace, autoPayAttempt: attempt })
      .authenticationNeeded;

  it('is what falls due now, with its card, while the installment it was for is unpaid', () => {
    expect(needed('2026-01-10', [], asked(1))).toEqual({
      installmentNo: 1,
      amountCents: 5_000,
      paymentMethodId: 'pm_3184',
    });
    // Partly paid: the rest; a late charge since: that too.
    expect(needed('2026-01-20', [pay('2026-01-12', 2_000), late(1, '2026-01-16')], asked(1))).toMatchObject({
      amountCents: 4_500,
    });
  });

  it('is null once the installment is paid, for another refusal, a charge taken, or a key of no installment', () => {
    expect(needed('2026-01-12', [pay('2026-01-12', 5_000)], asked(1))).toBeNull();
    expect(needed('2026-01-10', [], asked(1, 'insufficient_funds'))).toBeNull();
    expect(needed('2026-01-10', [], { ...asked(1), status: 'succeeded', errorCode: null })).toBeNull();
    expect(needed('2026-01-10', [], asked(null))).toBeNull();
    expect(needed('2026-01-10', [], null)).toBeNull();
  });
});
