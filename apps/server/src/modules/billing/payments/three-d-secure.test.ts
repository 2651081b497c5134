import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { TestClock } from '../../../../test/test-clock.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import {
  payments,
  sandboxCharges,
  sandboxPaymentMethods,
  stripeWebhookEvents,
  type Tenant,
  type User,
} from '../../../db/schema/index.ts';
import { registerJobs } from '../../../jobs/register-jobs.ts';
import { buildPlan, customerOf, ledgerOf, pay, paymentsOf, storedCard } from '../billing.test-support.ts';
import { CHALLENGE_TIMEOUT_MS, chargeAutoPayment, resolvePendingPayments } from '../jobs/index.ts';

/** Stripe's 3-D Secure test cards, as the sandbox knows them. */
const ALWAYS = '4000002760003184';
const ONCE = '4000000000003220';
const THEN_NO_FUNDS = '4000008260003178';

describe('3-D Secure in the sandbox: requires_action, the challenge, and the payment settled once', () => {
  let tenant: Tenant;
  const clock = new TestClock('2026-01-05');
  const t = useTestApp({ clock });
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
    registerJobs(t.deps, { info: () => undefined, error: () => undefined });
  });

  type Payer = { user: User; headers: Record<string, string>; customer: string; card: string };
  const payer = async (number: string): Promise<Payer> => {
    const user = await buildUser(t.deps.db, tenant);
    await buildPlan(t.deps.db, tenant, user);
    const { headers } = await signIn(t, user);
    return {
      user,
      headers,
      customer: await customerOf(t, headers),
      card: await storedCard(t, headers, number),
    };
  };
  const body = (p: Payer, amount: number) => ({ amount, customer: p.customer, paymentMethodId: p.card });
  const chargesOf = (p: Payer) =>
    t.deps.db.select().from(sandboxCharges).where(eq(sandboxCharges.customerId, p.customer));
  const answer = (p: Payer, clientSecret: string, passed: boolean) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/challenge',
      headers: p.headers,
      payload: { clientSecret, passed },
    });

  it('a card that always asks answers requires_action, takes nothing, and succeeds once the challenge is passed', async () => {
    const p = await payer(ALWAYS);
    const first = await pay(t, p.headers, body(p, 50), 'three-ds-pass');
    expect(first.statusCode).toBe(200);
    const { status, challenge, message } = first.json();
    expect({ status, message }).toEqual({ status: 'requires_action', message: null });
    expect(challenge.clientSecret).toMatch(/_secret_/);
    // Nothing taken, nothing on the ledger, the amount held while the student authenticates.
    expect(await ledgerOf(t.deps.db, p.user.accountId!)).toEqual([]);
    expect(await chargesOf(p)).toEqual([expect.objectContaining({ status: 'requires_action' })]);
    const held = await pay(t, p.headers, body(p, 600), 'three-ds-more');
    expect([held.statusCode, held.json().code]).toEqual([400, 'payment.incorrect-amount']);
    // Asking again before the challenge: the same challenge, still nothing charged.
    const again = await pay(t, p.headers, body(p, 50), 'three-ds-pass');
    expect(again.json()).toMatchObject({ status: 'requires_action', challenge });

    const passed = await answer(p, challenge.clientSecret, true);
    expect([passed.statusCode, passed.json()]).toEqual([200, { status: 'succeeded' }]);
    // The browser asks with the same key for the outcome: succeeded, one ledger entry, one charge.
    for (let i = 0; i < 3; i++) {
      const after = await pay(t, p.headers, body(p, 50), 'three-ds-pass');
      expect(after.json()).toMatchObject({ status: 'succeeded', paymentInfo: { balance: 550 } });
    }
    const ledger = await ledgerOf(t.deps.db, p.user.accountId!);
    expect(ledger).toEqual([expect.objectContaining({ kind: 'payment', amountCents: 5_000 })]);
    const [payment] = await paymentsOf(t.deps.db, p.user.accountId!);
    expect(payment).toMatchObject({ status: 'succeeded', amountCents: 5_000 });
    expect(await chargesOf(p)).toEqual([
      expect.objectContaining({ status: 'succeeded', amountCents: 5_000 }),
    ]);
    // The sandbox also told the outcome by a signed event, as Stripe does: kept, and it changed nothing more.
    await t.deps.jobs.idle();
    const [event] = await t.deps.db
      .select()
      .from(stripeWebhookEvents)
      .where(eq(stripeWebhookEvents.objectId, (await chargesOf(p))[0]!.id));
    expect(event?.type).toBe('payment_intent.succeeded');
    expect(await ledgerOf(t.deps.db, p.user.accountId!)).toHaveLength(1);
    // An answered challenge cannot be answered again.
    expect((await answer(p, challenge.clientSecret, false)).json().code).toBe('payment.challenge-not-found');
  });

  it('a failed (or closed) challenge leaves the payment not completed with the provider code, and frees the balance', async () => {
    const p = await payer(ALWAYS);
    const { challenge } = (await pay(t, p.headers, body(p, 600), 'three-ds-fail')).json();
    const failed = await answer(p, challenge.clientSecret, false);
    expect(failed.json()).toEqual({ status: 'payment_intent_authentication_failure' });
    const after = await pay(t, p.headers, body(p, 600), 'three-ds-fail');
    expect(after.json()).toMatchObject({
      status: 'payment_intent_authentication_failure',
      message: expect.stringContaining('unable to authenticate'),
    });
    expect(await ledgerOf(t.deps.db, p.user.accountId!)).toEqual([]);
    // The whole balance may be paid again (nothing is held by the failed one).
    const retry = await pay(t, p.headers, body(p, 600), 'three-ds-fail-retry');
    expect(retry.json().status).toBe('requires_action');
  });

  it('4000 0082 6000 3178 asks, and once passed is declined for funds', async () => {
    const p = await payer(THEN_NO_FUNDS);
    const { challenge } = (await pay(t, p.headers, body(p, 50), 'three-ds-funds')).json();
    expect((await answer(p, challenge.clientSecret, true)).json()).toEqual({ status: 'insufficient_funds' });
    expect((await pay(t, p.headers, body(p, 50), 'three-ds-funds')).json().status).toBe('insufficient_funds');
    expect(await ledgerOf(t.deps.db, p.user.accountId!)).toEqual([]);
  });

  it('4000 0000 0000 3220 saved before cards were authenticated when saved asks once: after one passed challenge its payments go through', async () => {
    const p = await payer(ONCE);
    // Saving it now passes its challenge (save-card-three-d-secure.test.ts): as a card kept from before.
    await t.deps.db
      .update(sandboxPaymentMethods)
      .set({ authenticatedAt: null })
      .where(eq(sandboxPaymentMethods.customerId, p.customer));
    const { challenge } = (await pay(t, p.headers, body(p, 10), 'once-1')).json();
    await answer(p, challenge.clientSecret, true);
    expect((await pay(t, p.headers, body(p, 10), 'once-1')).json().status).toBe('succeeded');
    expect((await pay(t, p.headers, body(p, 10), 'once-2')).json().status).toBe('succeeded');
    const [method] = await t.deps.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.customerId, p.customer));
    expect(method?.authenticatedAt).toBeInstanceOf(Date);
  });

  it("only the payer's own account may answer its challenge; an unknown secret is 404", async () => {
    const p = await payer(ALWAYS);
    const other = await payer('4242424242424242');
    const { challenge } = (await pay(t, p.headers, body(p, 20), 'three-ds-own')).json();
    const stranger = await answer(other, challenge.clientSecret, true);
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'payment.challenge-not-found']);
    const forged = await answer(p, `${challenge.clientSecret.split('_secret_')[0]}_secret_forged`, true);
    expect(forged.statusCode).toBe(404);
    // Still waiting: the stranger's answer changed nothing.
    expect((await pay(t, p.headers, body(p, 20), 'three-ds-own')).json().status).toBe('requires_action');
  });

  it('the daily auto-pay run charges off-session: a card that asks fails with authentication_required, never requires_action', async () => {
    const p = await payer(ALWAYS);
    await t.app.inject({
      method: 'POST',
      url: '/api/retail/setautopayment',
      headers: p.headers,
      payload: { customerId: p.customer, paymentMethodId: p.card },
    });
    const [plan] = await t.deps.db.query.billingPlans.findMany({
      where: (plans, { eq: is }) => is(plans.accountId, p.user.accountId!),
    });
    const outcome = await chargeAutoPayment(t.deps, plan!, '2026-01-10');
    expect(outcome).toBe('declined');
    const [payment] = await paymentsOf(t.deps.db, p.user.accountId!);
    expect(payment).toMatchObject({
      status: 'failed',
      source: 'autopay',
      providerErrorCode: 'authentication_required',
    });
  });

  it('a challenge nobody answers is canceled after the timeout by the settling job, and the balance is free', async () => {
    const p = await payer(ALWAYS);
    const { challenge } = (await pay(t, p.headers, body(p, 600), 'three-ds-left')).json();
    expect(challenge).toBeDefined();
    // The payment as if made some minutes ago by the app's clock (its row is stamped by the database).
    const madeAgo = (ms: number) =>
      t.deps.db
        .update(payments)
        .set({
          createdAt: new Date(clock.now().getTime() - ms),
          updatedAt: new Date(clock.now().getTime() - ms),
        })
        .where(eq(payments.accountId, p.user.accountId!));
    await madeAgo(5 * 60_000);
    await resolvePendingPayments(t.deps, 60_000);
    expect((await paymentsOf(t.deps.db, p.user.accountId!))[0]?.status).toBe('pending');
    await madeAgo(CHALLENGE_TIMEOUT_MS + 60_000);
    await resolvePendingPayments(t.deps, 60_000);
    const [payment] = await paymentsOf(t.deps.db, p.user.accountId!);
    expect(payment).toMatchObject({ status: 'failed', providerErrorCode: 'canceled' });
    expect(await ledgerOf(t.deps.db, p.user.accountId!)).toEqual([]);
    expect((await answer(p, challenge.clientSecret, true)).statusCode).toBe(404);
  });
});
