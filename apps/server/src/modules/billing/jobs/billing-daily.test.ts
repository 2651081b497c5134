import { and, asc, count, eq, inArray, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { statementsDuring } from '../../../../test/statements-during.ts';
import { TestClock } from '../../../../test/test-clock.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import {
  ledgerEntries,
  outboxEmails,
  remindersSent,
  type Tenant,
  type User,
} from '../../../db/schema/index.ts';
import { runBillingDay } from '../../../jobs/billing-daily.ts';
import { JOB_NAMES, registerJobs } from '../../../jobs/register-jobs.ts';
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
import { providerKeyFor } from '../payments/index.ts';

describe('the daily billing job', () => {
  let tenant: Tenant;
  const clock = new TestClock('2026-01-01');
  const t = useTestApp({ clock });
  const second = useTestApp(() => ({ clock, database: t.deps.database }));
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db, { lateFeeCents: 1_500, lateFeeGraceDays: 5 });
  });

  const student = async (preferredLocale = 'es') => {
    const user = await buildUser(t.deps.db, tenant, { preferredLocale });
    await buildPlan(t.deps.db, tenant, user); // 12 x 50.00 due on the 10th from January 2026
    return user;
  };
  const entries = async (user: User) =>
    (await ledgerOf(t.deps.db, user.accountId!)).map((e) => [
      e.kind,
      e.installmentNo,
      e.dueDate,
      e.amountCents,
    ]);
  /** Runs every day from `from` to `to` on both instances at once (and twice on the first). */
  const runDays = async (from: string, to: string) => {
    for (let day = from; day <= to; day = addDays(day, 1)) {
      clock.setDay(day);
      await Promise.all([runBillingDay(t.deps), runBillingDay(second.deps), runBillingDay(t.deps)]);
    }
  };

  it('runs as the billing-day job of the queue, which says so in the log', async () => {
    for (let i = 0; i < 3; i++) await student();
    const logged: string[] = [];
    const log = {
      info: (_: object, msg: string) => logged.push(`info ${msg}`),
      error: (_: object, msg: string) => logged.push(`error ${msg}`),
    };
    registerJobs(t.deps, log);
    await t.deps.jobs.send(JOB_NAMES.billingDay, { tenantId: null });
    // The job ran (and said so) before send resolved (the inline queue of tests), no account failing.
    expect(logged).toEqual(['info billing day ran']);
    const [job] = await t.deps.jobs.list({ tenantId: tenant.id, includeSystem: true }, { limit: 1 });
    expect(job).toMatchObject({ name: JOB_NAMES.billingDay, state: 'completed', lastError: null });
  });

  it('catches up: posts due installments and one late charge each, however often it runs', async () => {
    const user = await student();
    clock.setDay('2026-03-20');
    await runBillingDay(t.deps);
    await runBillingDay(t.deps);
    expect(await entries(user)).toEqual([
      ['installment', 1, '2026-01-10', 5_000],
      ['installment', 2, '2026-02-10', 5_000],
      ['installment', 3, '2026-03-10', 5_000],
      ['late_charge', 1, '2026-01-16', 1_500],
      ['late_charge', 2, '2026-02-16', 1_500],
      ['late_charge', 3, '2026-03-16', 1_500],
    ]);
  });

  it('run daily on two instances at once, posts each installment, late charge and reminder once', async () => {
    const user = await student();
    await runDays('2026-01-01', '2026-02-17');
    expect(await entries(user)).toEqual([
      ['installment', 1, '2026-01-10', 5_000],
      ['installment', 2, '2026-02-10', 5_000],
      ['late_charge', 1, '2026-01-16', 1_500],
      ['late_charge', 2, '2026-02-16', 1_500],
    ]);
    const reminders = await t.deps.db
      .select()
      .from(remindersSent)
      .where(eq(remindersSent.accountId, user.accountId!))
      .orderBy(asc(remindersSent.installmentNo));
    expect(reminders.map((r) => [r.installmentNo, r.sentAt.toISOString().slice(0, 10)])).toEqual([
      [1, '2026-01-03'],
      [2, '2026-02-03'],
    ]);
    await t.deps.mailer.idle();
    const mails = await t.deps.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, user.email), like(outboxEmails.subject, 'Recordatorio%')))
      .orderBy(asc(outboxEmails.createdAt), asc(outboxEmails.id));
    expect(mails.map((m) => m.subject)).toEqual([
      'Recordatorio: la cuota 1 vence el 10 de enero de 2026',
      'Recordatorio: la cuota 2 vence el 10 de febrero de 2026',
    ]);
    expect(mails[0]?.text).toContain('La cuota 1 de $50,00 vence el 10 de enero de 2026.');
  });

  it('writes the reminder in the language of its reader: amount and date as the web shows them', async () => {
    const user = await student('en');
    await runDays('2026-01-02', '2026-01-03');
    await t.deps.mailer.idle();
    const [mail] = await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, user.email));
    expect(mail?.subject).toBe('Reminder: installment 1 is due on January 10, 2026');
    expect(mail?.text).toContain('Installment 1 of $50.00 is due on January 10, 2026.');
  });

  it('sends no reminder for an installment already paid', async () => {
    const user = await student();
    clock.setDay('2026-01-01');
    const { headers } = await signIn(t, user);
    const customer = await customerOf(t, headers);
    const paymentMethodId = await storedCard(t, headers, '4242424242424242');
    await t.app.inject({
      method: 'POST',
      url: '/api/retail/registerretailpayment',
      headers: { ...headers, 'idempotency-key': 'ahead' },
      payload: { amount: 50, customer, paymentMethodId },
    });
    await runDays('2026-01-02', '2026-01-09');
    const reminders = await t.deps.db
      .select()
      .from(remindersSent)
      .where(eq(remindersSent.accountId, user.accountId!));
    expect(reminders).toEqual([]);
  });

  it('charges the auto-pay card once for the installment that falls due', async () => {
    const user = await student();
    clock.setDay('2026-01-05');
    const { headers } = await signIn(t, user);
    const customerId = await customerOf(t, headers);
    const paymentMethodId = await storedCard(t, headers, '4242424242424242');
    await t.app.inject({
      method: 'POST',
      url: '/api/retail/setautopayment',
      headers,
      payload: { customerId, paymentMethodId },
    });
    await runDays('2026-01-05', '2026-01-12');
    const key = providerKeyFor(user.accountId!, 'autopay-installment-1');
    expect(await providerCharges(t.deps.db, { key })).toBe(1);
    expect(await paymentsOf(t.deps.db, user.accountId!)).toEqual([
      expect.objectContaining({ source: 'autopay', status: 'succeeded', amountCents: 5_000 }),
    ]);
    clock.setDay('2026-01-12');
    const again = (await signIn(t, user)).headers;
    expect(await myAccount(t, again)).toMatchObject({
      balance: 550,
      lastPaymentDate: '2026-01-10',
      isActive: true,
    });
  });

  it("is not skipped by a student's own payment sent with the key the job uses (client keys have their own namespace)", async () => {
    const user = await student();
    clock.setDay('2026-01-05');
    const { headers } = await signIn(t, user);
    const customerId = await customerOf(t, headers);
    const paymentMethodId = await storedCard(t, headers, '4242424242424242');
    await t.app.inject({
      method: 'POST',
      url: '/api/retail/setautopayment',
      headers,
      payload: { customerId, paymentMethodId },
    });
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/retail/registerretailpayment',
      headers: { ...headers, 'idempotency-key': 'autopay-installment-1' },
      payload: { amount: 10, customer: customerId, paymentMethodId },
    });
    expect(own.json().status).toBe('succeeded');
    await runDays('2026-01-10', '2026-01-10');
    expect(
      await providerCharges(t.deps.db, { key: providerKeyFor(user.accountId!, 'autopay-installment-1') }),
    ).toBe(1);
    expect(await paymentsOf(t.deps.db, user.accountId!)).toEqual([
      expect.objectContaining({ source: 'retail', status: 'succeeded', amountCents: 1_000 }),
      expect.objectContaining({ source: 'autopay', status: 'succeeded', amountCents: 4_000 }),
    ]);
  });

  it('reads its accounts a page at a time: a day with nothing left to do costs statements per page, not per account', async () => {
    // The 5th of March: installment 3 falls due on the 10th, within the reminders' 7 days.
    clock.setDay('2026-03-05');
    const run = () => runBillingDay(t.deps);
    await run();
    const before = await statementsDuring(t, run);
    const more: User[] = [];
    for (let i = 0; i < 230; i++) more.push(await student());
    const first = await run();
    expect(first.failures).toEqual([]);
    // Every new account, on either page, got its day once: installments 1 and 2 with their late charges,
    // and the reminder of installment 3.
    const accountIds = more.map((user) => user.accountId!);
    const perAccount = async (table: typeof ledgerEntries | typeof remindersSent) =>
      (
        await t.deps.db
          .select({ accountId: table.accountId, n: count() })
          .from(table)
          .where(inArray(table.accountId, accountIds))
          .groupBy(table.accountId)
      ).map((row) => row.n);
    expect(first.installments).toBe(2 * more.length);
    expect(first.lateCharges).toBe(2 * more.length);
    expect(first.reminders).toBe(more.length);
    expect(await perAccount(ledgerEntries)).toEqual(more.map(() => 4));
    expect(await perAccount(remindersSent)).toEqual(more.map(() => 1));
    // Nothing is left to do today: the 230 accounts more add a page's reads, not statements of their own
    // (each account cost four or more when it was read alone).
    const after = await statementsDuring(t, run);
    expect(after.length - before.length).toBeLessThan(more.length / 10);
  });
});
