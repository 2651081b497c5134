import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn } from '../../../test/sign-in.ts';
import { TestClock } from '../../../test/test-clock.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import type { Tenant, User } from '../../db/schema/index.ts';
import { runBillingDay } from '../../jobs/billing-daily.ts';
import { buildPlan, ledgerOf, myAccount } from './billing.test-support.ts';

/*
 * Billing days are the school's days (decision 0136). Plan: 12 x 50.00 due on the 10th from January 2026
 * (on the 25th or 29th where said), late fee 15.00 after 5 grace days. Bogotá is UTC-5 all year; Madrid
 * is UTC+1 in winter and UTC+2 from the last Sunday of March to the last Sunday of October.
 */
describe("the school's day", () => {
  const clock = new TestClock('2026-01-01');
  // The figures are cached per account and day: the day in the key must be the school's.
  const t = useTestApp({
    clock,
    config: { TENANT_CACHE_MS: 60_000, AUTH_CACHE_MS: 60_000, DATA_CACHE_MS: 60_000 },
  });
  let bogota: Tenant;
  let madrid: Tenant;
  beforeAll(async () => {
    const school = { lateFeeCents: 1_500, lateFeeGraceDays: 5 };
    bogota = await buildTenant(t.deps.db, { ...school, timeZone: 'America/Bogota' });
    madrid = await buildTenant(t.deps.db, { ...school, timeZone: 'Europe/Madrid' });
  });

  const student = async (tenant: Tenant, dueDay = 10, startMonth = '2026-01-01') => {
    const user = await buildUser(t.deps.db, tenant);
    await buildPlan(t.deps.db, tenant, user, { dueDay, startMonth });
    return user;
  };
  /** The account's figures as its student sees them at `at`. */
  const figuresAt = async (user: User, at: string) => {
    clock.set(at);
    return myAccount(t, (await signIn(t, user)).headers);
  };
  const posted = async (user: User) =>
    (await ledgerOf(t.deps.db, user.accountId!)).map((e) => [e.kind, e.installmentNo, e.dueDate]);

  it('at 20:00 in Bogotá on a due date the installment is not overdue yet (01:00 UTC the next day)', async () => {
    const user = await student(bogota);
    expect(await figuresAt(user, '2026-01-11T01:00:00Z')).toMatchObject({
      pendingPayments: 0,
      delinquentAmount: 0,
      nextPaymentDate: '2026-01-10',
    });
    // Bogotá's midnight, five hours after UTC's: now it is.
    expect(await figuresAt(user, '2026-01-11T05:00:00Z')).toMatchObject({
      pendingPayments: 1,
      delinquentAmount: 50,
    });
  });

  it('at 00:30 in Madrid the day after a due date the installment is overdue (23:30 UTC the due date)', async () => {
    const user = await student(madrid);
    expect(await figuresAt(user, '2026-01-10T22:30:00Z')).toMatchObject({ pendingPayments: 0 });
    expect(await figuresAt(user, '2026-01-10T23:30:00Z')).toMatchObject({
      pendingPayments: 1,
      delinquentAmount: 50,
      nextPaymentDate: '2026-01-10',
    });
  });

  it("keeps the cached figures per school day: Bogotá's midnight is not UTC's", async () => {
    const user = await student(bogota);
    // 23:00 and 00:30 in Bogotá: the same UTC date, two days of the school.
    expect(await figuresAt(user, '2026-01-11T04:00:00Z')).toMatchObject({ pendingPayments: 0 });
    expect(await figuresAt(user, '2026-01-11T05:30:00Z')).toMatchObject({ pendingPayments: 1 });
  });

  it('follows daylight saving: Madrid is UTC+2 from the last Sunday of March (2026-03-29)', async () => {
    const user = await student(madrid, 29, '2026-03-01');
    // 23:30 in Madrid on the due date, summer time began that morning.
    expect(await figuresAt(user, '2026-03-29T21:30:00Z')).toMatchObject({ pendingPayments: 0 });
    // 00:30 in Madrid the day after (with winter's UTC+1 it would still be 23:30 on the due date).
    expect(await figuresAt(user, '2026-03-29T22:30:00Z')).toMatchObject({
      pendingPayments: 1,
      nextPaymentDate: '2026-03-29',
    });
  });

  it('follows daylight saving back: Madrid is UTC+1 from the last Sunday of October (2026-10-25)', async () => {
    const user = await student(madrid, 25, '2026-10-01');
    // 23:30 in Madrid on the due date (UTC+1 since 03:00 that morning; UTC+2 would make it 00:30).
    expect(await figuresAt(user, '2026-10-25T22:30:00Z')).toMatchObject({ pendingPayments: 0 });
    expect(await figuresAt(user, '2026-10-25T23:30:00Z')).toMatchObject({ pendingPayments: 1 });
  });

  it("runs a school's billing day from its own midnight, once", async () => {
    const user = await student(bogota);
    // 23:30 on 9 January in Bogotá (04:30 UTC on the 10th): not the due date yet.
    clock.set('2026-01-10T04:30:00Z');
    await runBillingDay(t.deps);
    expect(await posted(user)).toEqual([]);
    // Bogotá's midnight: the installment falls due, once however often the job runs that day.
    for (const at of ['2026-01-10T05:00:00Z', '2026-01-10T06:00:00Z', '2026-01-11T04:00:00Z']) {
      clock.set(at);
      await runBillingDay(t.deps);
    }
    expect(await posted(user)).toEqual([['installment', 1, '2026-01-10']]);
    // Grace ends with 15 January in Bogotá: at 00:00 UTC on the 16th (19:00 there) no late charge yet.
    clock.set('2026-01-16T00:00:00Z');
    await runBillingDay(t.deps);
    expect(await posted(user)).toEqual([['installment', 1, '2026-01-10']]);
    clock.set('2026-01-16T05:00:00Z');
    await runBillingDay(t.deps);
    await runBillingDay(t.deps);
    expect(await posted(user)).toEqual([
      ['installment', 1, '2026-01-10'],
      ['late_charge', 1, '2026-01-16'],
    ]);
  });

  it("runs Madrid's day an hour before UTC's: at 23:00 UTC in winter", async () => {
    const user = await student(madrid);
    clock.set('2026-01-09T22:59:00Z');
    await runBillingDay(t.deps);
    expect(await posted(user)).toEqual([]);
    clock.set('2026-01-09T23:00:00Z');
    await runBillingDay(t.deps);
    expect(await posted(user)).toEqual([['installment', 1, '2026-01-10']]);
  });
});
