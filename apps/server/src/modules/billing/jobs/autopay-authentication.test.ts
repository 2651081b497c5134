import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { TestClock } from '../../../../test/test-clock.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { outboxEmails, remindersSent, type Tenant, type User } from '../../../db/schema/index.ts';
import { runBillingDay } from '../../../jobs/billing-daily.ts';
import { buildPlan, customerOf, myAccount, pay, paymentsOf, storedCard } from '../billing.test-support.ts';
import { addDays } from '../ledger/index.ts';

/** Stripe's card that asks for 3-D Secure on every charge: off-session it fails with authentication_required. */
const ALWAYS_ASKS = '4000002760003184';

describe('auto-pay with a card that asks for 3-D Secure: the installment needs the student', () => {
  let tenant: Tenant;
  const clock = new TestClock('2026-01-05');
  const t = useTestApp({ clock });
  const second = useTestApp(() => ({ clock, database: t.deps.database }));
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
  });

  /** A student with 12 x 50.00 due on the 10th from January 2026, paying automatically with `number`. */
  const autoPayer = async (number: string, preferredLocale = 'es') => {
    clock.setDay('2026-01-05');
    const user = await buildUser(t.deps.db, tenant, { preferredLocale });
    await buildPlan(t.deps.db, tenant, user);
    const { headers } = await signIn(t, user);
    const customer = await customerOf(t, headers);
    const card = await storedCard(t, headers, number);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/retail/setautopayment',
      headers,
      payload: { customerId: customer, paymentMethodId: card },
    });
    expect(set.statusCode).toBe(200);
    return { user, customer, card };
  };
  /** Runs every day from `from` to `to` on two instances at once (and twice on the first). */
  const runDays = async (from: string, to: string) => {
    for (let day = from; day <= to; day = addDays(day, 1)) {
      clock.setDay(day);
      await Promise.all([runBillingDay(t.deps), runBillingDay(second.deps), runBillingDay(t.deps)]);
    }
  };
  /** The mails asking the student to confirm a payment (receipts and due reminders left out). */
  const mailsTo = async (user: User) => {
    await t.deps.mailer.idle();
    const mails = await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, user.email));
    return mails.filter((mail) => /banco|bank/i.test(mail.subject));
  };
  const identity = async (user: User) =>
    (await t.app.inject({ url: '/api/user/me', headers: (await signIn(t, user)).headers })).json();
  const account = async (user: User) => myAccount(t, (await signIn(t, user)).headers);

  it('marks the installment as needing the student, mails the link once, and clears once the student pays', async () => {
    const { user, customer, card } = await autoPayer(ALWAYS_ASKS);
    await runDays('2026-01-09', '2026-01-10');
    expect(await paymentsOf(t.deps.db, user.accountId!)).toEqual([
      expect.objectContaining({
        source: 'autopay',
        status: 'failed',
        providerErrorCode: 'authentication_required',
        amountCents: 5_000,
      }),
    ]);
    // The figures the payment page reads: what to pay, and with which card.
    expect(await account(user)).toMatchObject({
      balance: 600,
      authenticationNeeded: { amount: 50, paymentMethodId: card },
    });
    // The identity the profile icon reads.
    expect(await identity(user)).toMatchObject({ authenticationNeeded: true, nextPaymentDate: '2026-01-10' });

    const origin = `https://${tenant.hosts[0]}`;
    const [mail, ...others] = await mailsTo(user);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Su banco pide confirmar el pago de la cuota 1');
    expect(mail?.text).toContain('El pago automático de $50,00 de la cuota 1 no se realizó');
    expect(mail?.text).toContain(`\n${origin}/retail-payment?authenticate=1\n`);

    // Reruns, later days and the other instance answer the same failed charge: no second mail.
    await runDays('2026-01-11', '2026-01-12');
    expect(await mailsTo(user)).toHaveLength(1);
    expect(await paymentsOf(t.deps.db, user.accountId!)).toHaveLength(1);
    expect((await account(user)).authenticationNeeded).toEqual({ amount: 50, paymentMethodId: card });

    // The student pays it on the page: the bank's challenge, passed, then the same payment again.
    const { headers } = await signIn(t, user);
    const body = { amount: 50, customer, paymentMethodId: card };
    const asked = (await pay(t, headers, body, 'authenticate-1')).json();
    expect(asked.status).toBe('requires_action');
    // Still needed while the challenge is open.
    expect((await account(user)).authenticationNeeded).toMatchObject({ amount: 50 });
    const passed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/challenge',
      headers,
      payload: { clientSecret: asked.challenge.clientSecret, passed: true },
    });
    expect(passed.json()).toEqual({ status: 'succeeded' });
    const paid = (await pay(t, headers, body, 'authenticate-1')).json();
    expect(paid).toMatchObject({ status: 'succeeded', paymentInfo: { authenticationNeeded: null } });
    expect(await account(user)).toMatchObject({ balance: 550, authenticationNeeded: null });
    expect((await identity(user)).authenticationNeeded).toBe(false);
    // Paid: the next days send nothing more for it.
    await runDays('2026-01-13', '2026-01-13');
    expect(await mailsTo(user)).toHaveLength(1);
  });

  it('writes the mail in English for an English reader', async () => {
    const { user } = await autoPayer(ALWAYS_ASKS, 'en');
    await runDays('2026-01-10', '2026-01-10');
    const [mail] = await mailsTo(user);
    expect(mail?.subject).toBe('Your bank asks you to confirm the payment of installment 1');
    expect(mail?.text).toContain('The automatic payment of $50.00 for installment 1 was not taken');
    expect(mail?.text).toContain(`https://${tenant.hosts[0]}/retail-payment?authenticate=1`);
  });

  it('clears when the installment is paid otherwise (a smaller payment leaves it needed)', async () => {
    const { user, customer } = await autoPayer(ALWAYS_ASKS);
    await runDays('2026-01-10', '2026-01-10');
    const { headers } = await signIn(t, user);
    const other = await storedCard(t, headers, '4242424242424242');
    const part = await pay(t, headers, { amount: 20, customer, paymentMethodId: other }, 'part');
    expect(part.json()).toMatchObject({
      status: 'succeeded',
      paymentInfo: { authenticationNeeded: { amount: 30 } },
    });
    const rest = await pay(t, headers, { amount: 30, customer, paymentMethodId: other }, 'rest');
    expect(rest.json()).toMatchObject({ status: 'succeeded', paymentInfo: { authenticationNeeded: null } });
    expect((await identity(user)).authenticationNeeded).toBe(false);
  });

  it('a card that does not ask is charged: nothing needed, no mail', async () => {
    const { user } = await autoPayer('4242424242424242');
    await runDays('2026-01-10', '2026-01-10');
    expect((await account(user)).authenticationNeeded).toBeNull();
    expect((await identity(user)).authenticationNeeded).toBe(false);
    expect(await mailsTo(user)).toEqual([]);
    const claims = await t.deps.db
      .select()
      .from(remindersSent)
      .where(
        and(eq(remindersSent.accountId, user.accountId!), eq(remindersSent.kind, 'authentication-needed')),
      );
    expect(claims).toEqual([]);
  });
});
