import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { TestClock } from '../../../../test/test-clock.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { remindersSent, type User } from '../../../db/schema/index.ts';
import { runBillingDay } from '../../../jobs/billing-daily.ts';
import {
  buildPlan,
  customerOf,
  ledgerOf,
  myAccount,
  paymentsOf,
  providerCharges,
  storedCard,
} from '../billing.test-support.ts';
import { addDays } from '../ledger/index.ts';

/*
 * A year of due dates with the clock moved day by day and the job run every day. Plan: 12 x 100.00
 * due on the 10th from January 2026; late fee 15.00 after 5 grace days. Hand-computed schedule:
 *   Jan 10 pays 100 on time.              Feb 14 pays 100 within grace: no late charge.
 *   Mar 16 late charge 3; Mar 20 pays 115 (charge, then installment 3).
 *   Apr 10 pays 50; Apr 16 late charge 4 and pays 50 (15 to the charge, 35 to the installment: 15 short,
 *     inactive); Apr 20 pays 15 (active again). Apr 25 auto-pay on a good card.
 *   May 10, Jun 10: auto-pay charges 100 each. Jun 20 auto-pay moved to a card whose charges fail.
 *   Jul 10 auto-pay declined (tried once); Jul 16 late charge 7; Jul 20 auto-pay off, pays 115.
 *   Aug 16, Sep 16 late charges 8 and 9; Oct 1 pays 230 (both charges, installments 8 and 9).
 *   Oct 10 pays 100. Nov 16 late charge 11; Dec 16 late charge 12; nothing more paid.
 * Paid 1,075.00; late charges 7 x 15.00; balance on Dec 31: 1,200 + 105 - 1,075 = 230.00.
 */
describe('a simulated year of due dates', () => {
  let user: User;
  let customer: string;
  let goodCard: string;
  let failingCard: string;
  const clock = new TestClock('2026-01-01');
  const t = useTestApp({ clock });
  beforeAll(async () => {
    const tenant = await buildTenant(t.deps.db, { lateFeeCents: 1_500, lateFeeGraceDays: 5 });
    user = await buildUser(t.deps.db, tenant);
    await buildPlan(t.deps.db, tenant, user, { totalCents: 120_000, installments: 12 });
  });

  const headers = async () => (await signIn(t, user)).headers;
  const post = async (url: string, payload?: object, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...(await headers()), ...extra }, payload });
  const payNow = async (amount: number) => {
    const res = await post(
      '/api/retail/registerretailpayment',
      { amount, customer, paymentMethodId: goodCard },
      { 'idempotency-key': `year-${clock.now().toISOString().slice(0, 10)}` },
    );
    expect(res.json().status).toBe('succeeded');
  };
  const active = async () => (await myAccount(t, await headers())).isActive;
  const checks: { day: string; isActive: boolean }[] = [];
  const check = async () =>
    checks.push({ day: clock.now().toISOString().slice(0, 10), isActive: await active() });
  const autoPay = (paymentMethodId: string) =>
    post('/api/retail/setautopayment', { customerId: customer, paymentMethodId });

  const actions: Record<string, () => Promise<unknown>> = {
    '2026-01-01': async () => {
      const h = await headers();
      customer = await customerOf(t, h);
      goodCard = await storedCard(t, h, '4242424242424242');
      failingCard = await storedCard(t, h, '4000000000000341');
    },
    '2026-01-10': () => payNow(100),
    '2026-02-14': () => payNow(100),
    '2026-03-16': check,
    '2026-03-20': async () => {
      await payNow(115);
      await check();
    },
    '2026-04-10': () => payNow(50),
    '2026-04-16': async () => {
      await payNow(50);
      await check();
    },
    '2026-04-20': async () => {
      await payNow(15);
      await check();
    },
    '2026-04-25': () => autoPay(goodCard),
    '2026-06-20': () => autoPay(failingCard),
    '2026-07-16': async () => {
      expect(await myAccount(t, await headers())).toMatchObject({
        balance: 615,
        lateCharges: 15,
        delinquentAmount: 115,
        pendingPayments: 1,
        nextPaymentDate: '2026-07-10',
        lastPaymentDate: '2026-06-10',
        isActive: false,
      });
    },
    '2026-07-20': async () => {
      await post('/api/retail/cancelautopayment');
      await payNow(115);
    },
    '2026-10-01': () => payNow(230),
    '2026-10-10': () => payNow(100),
  };

  it('posts, charges and reports exactly the hand-computed schedule', { timeout: 240_000 }, async () => {
    for (let day = '2026-01-01'; day <= '2026-12-31'; day = addDays(day, 1)) {
      clock.setDay(day);
      const report = await runBillingDay(t.deps);
      expect(report.failures).toEqual([]);
      await actions[day]?.();
    }

    const ledger = await ledgerOf(t.deps.db, user.accountId!);
    const of = (kind: string) => ledger.filter((e) => e.kind === kind);
    expect(of('installment').map((e) => e.dueDate)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-10`),
    );
    expect(of('late_charge').map((e) => [e.installmentNo, e.dueDate, e.amountCents])).toEqual([
      [3, '2026-03-16', 1_500],
      [4, '2026-04-16', 1_500],
      [7, '2026-07-16', 1_500],
      [8, '2026-08-16', 1_500],
      [9, '2026-09-16', 1_500],
      [11, '2026-11-16', 1_500],
      [12, '2026-12-16', 1_500],
    ]);
    expect(of('payment').reduce((sum, e) => sum + e.amountCents, 0)).toBe(107_500);
    const paid = await paymentsOf(t.deps.db, user.accountId!);
    expect(
      paid
        .filter((p) => p.source === 'autopay')
        .map((p) => [p.createdAt.toISOString().slice(0, 10), p.status]),
    ).toEqual([
      ['2026-05-10', 'succeeded'],
      ['2026-06-10', 'succeeded'],
      ['2026-07-10', 'failed'],
    ]);
    expect(await providerCharges(t.deps.db, { status: 'succeeded' })).toBe(11);
    expect(await providerCharges(t.deps.db, { status: 'failed' })).toBe(1);
    const reminders = await t.deps.db
      .select()
      .from(remindersSent)
      .where(eq(remindersSent.accountId, user.accountId!));
    expect(reminders.map((r) => r.sentAt.toISOString().slice(0, 10)).sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-03`),
    );
    expect(checks).toEqual([
      { day: '2026-03-16', isActive: false },
      { day: '2026-03-20', isActive: true },
      { day: '2026-04-16', isActive: false },
      { day: '2026-04-20', isActive: true },
    ]);
    expect(await myAccount(t, await headers())).toEqual({
      balance: 230,
      installment: 100,
      lateCharges: 30,
      delinquentAmount: 230,
      lastPaymentDate: '2026-10-10',
      nextPaymentDate: '2026-11-10',
      installments: 2,
      pendingPayments: 2,
      isActive: false,
      payMethodId: null,
      retailKey: 'pk_test_sandbox',
      authenticationNeeded: null,
    });
  });
});
