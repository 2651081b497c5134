import { errorMessage } from '@puente/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { paymentCustomers, paymentMethods, stripeWebhookEvents } from '../../../db/schema/index.ts';
import { registerJobs } from '../../../jobs/register-jobs.ts';
import { ledgerOf, myAccount } from '../billing.test-support.ts';
import { startFakeStripe } from '../provider/fake-stripe.test-support.ts';
import {
  deliver,
  inboxRow,
  paymentLeftPending,
  paymentRow,
  stripeEvent,
  stripeStudent,
  WEBHOOK_SECRET,
} from './stripe-webhook.test-support.ts';

describe("Stripe's signed webhook, its inbox and its job", () => {
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(() => stripe.close());
  const t = useTestApp(() => ({
    config: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_webhooks',
      STRIPE_PUBLIC_KEY: 'pk_test_webhooks',
      STRIPE_API_HOST: stripe.apiHost,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  }));
  const logged: string[] = [];
  beforeAll(() => {
    registerJobs(t.deps, { info: (_, msg) => logged.push(msg), error: (_, msg) => logged.push(msg) });
  });

  const intentCalls = () =>
    stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').length;
  const paymentEntries = async (accountId: string) =>
    (await ledgerOf(t.deps.db, accountId)).filter((entry) => entry.kind === 'payment');

  it('settles a payment whose page closed before its answer, once, however often the event comes', async () => {
    const payer = await stripeStudent(t, stripe);
    const { payment, intent } = await paymentLeftPending(t, stripe, payer);
    const before = await myAccount(t, payer.headers);
    const charges = intentCalls();
    const event = stripeEvent(t, 'payment_intent.succeeded', intent);

    const answers = [
      ...(await Promise.all([1, 2, 3, 4, 5].map(() => deliver(t, event)))),
      ...[await deliver(t, event), await deliver(t, event), await deliver(t, event)],
      ...(await Promise.all([1, 2].map(() => deliver(t, event)))),
    ];
    expect(answers).toHaveLength(10);
    for (const res of answers) expect([res.statusCode, res.json()]).toEqual([200, { received: true }]);

    expect(await paymentRow(t, payment.id)).toMatchObject({
      status: 'succeeded',
      providerPaymentId: intent.id,
    });
    expect((await paymentEntries(payer.accountId)).map((entry) => entry.amountCents)).toEqual([2_500]);
    const after = await myAccount(t, payer.headers);
    expect(Math.round(after.balance * 100)).toBe(Math.round(before.balance * 100) - 2_500);
    // Kept once, with the tenant its payment named; Stripe was never charged again.
    const kept = await t.deps.db
      .select()
      .from(stripeWebhookEvents)
      .where(eq(stripeWebhookEvents.eventId, event.id));
    expect(kept).toEqual([
      expect.objectContaining({ status: 'processed', outcome: 'settled', tenantId: payer.tenant.id }),
    ]);
    expect(intentCalls()).toBe(charges);
    // Processed by the queue's job (a platform job: the tenant is learnt from the payment), none failed.
    const jobs = await t.deps.jobs.list({ tenantId: payer.tenant.id, includeSystem: true }, { limit: 200 });
    const ran = jobs.filter((job) => job.name === 'billing.stripe-event');
    expect(ran.length).toBeGreaterThanOrEqual(1);
    expect(ran.filter((job) => job.state !== 'completed')).toEqual([]);
    expect(logged).toContain('stripe event processed');
  });

  it('marks a failed or cancelled payment failed, with no ledger entry', async () => {
    const payer = await stripeStudent(t, stripe);
    const failed = await paymentLeftPending(t, stripe, payer, 1_000);
    const cancelled = await paymentLeftPending(t, stripe, payer, 1_200);
    const declined = {
      ...failed.intent,
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
    };
    expect((await deliver(t, stripeEvent(t, 'payment_intent.payment_failed', declined))).statusCode).toBe(
      200,
    );
    const canceled = { ...cancelled.intent, status: 'canceled' };
    expect((await deliver(t, stripeEvent(t, 'payment_intent.canceled', canceled))).statusCode).toBe(200);

    expect(await paymentRow(t, failed.payment.id)).toMatchObject({
      status: 'failed',
      providerErrorCode: 'card_declined',
    });
    expect(await paymentRow(t, cancelled.payment.id)).toMatchObject({ status: 'failed' });
    expect(await paymentEntries(payer.accountId)).toEqual([]);
    // A success arriving after (out of order) changes nothing: the first record stands.
    await deliver(t, stripeEvent(t, 'payment_intent.succeeded', { ...failed.intent, status: 'succeeded' }));
    expect(await paymentRow(t, failed.payment.id)).toMatchObject({ status: 'failed' });
    expect(await paymentEntries(payer.accountId)).toEqual([]);
  });

  it('answers 400 to a wrong, missing or tampered signature and writes nothing', async () => {
    const payer = await stripeStudent(t, stripe);
    const { payment, intent } = await paymentLeftPending(t, stripe, payer);
    const event = stripeEvent(t, 'payment_intent.succeeded', intent);
    const tampered = JSON.stringify({ ...event, data: { object: { ...intent, amount: 1 } } });

    const refused = [
      await deliver(t, event, { secret: 'whsec_someone_else', locale: 'en' }),
      await deliver(t, event, { signature: null }),
      await deliver(t, event, { signature: 't=1,v1=00' }),
      await deliver(t, event, { body: tampered }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('payment.webhook-signature-invalid');
    }
    expect(refused[0]!.json().message).toBe(errorMessage('payment.webhook-signature-invalid', 'en'));
    expect(refused[1]!.json().message).toBe(errorMessage('payment.webhook-signature-invalid', 'es'));

    expect(await inboxRow(t, event.id)).toBeNull();
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'pending' });
    expect(await paymentEntries(payer.accountId)).toEqual([]);
  });

  it('answers 400 to a signature older than 5 minutes, and takes the same event signed now', async () => {
    const payer = await stripeStudent(t, stripe);
    const { payment, intent } = await paymentLeftPending(t, stripe, payer);
    const event = stripeEvent(t, 'payment_intent.succeeded', intent);
    const now = Math.floor(t.deps.clock.now().getTime() / 1000);

    const old = await deliver(t, event, { timestamp: now - 6 * 60 });
    expect([old.statusCode, old.json().code]).toEqual([400, 'payment.webhook-signature-invalid']);
    expect(await inboxRow(t, event.id)).toBeNull();
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'pending' });

    expect((await deliver(t, event, { timestamp: now - 4 * 60 })).statusCode).toBe(200);
    expect(await paymentRow(t, payment.id)).toMatchObject({ status: 'succeeded' });
  });

  it('keeps any other event as ignored', async () => {
    const event = stripeEvent(t, 'customer.created', { id: 'cus_elsewhere', object: 'customer' });
    expect((await deliver(t, event)).statusCode).toBe(200);
    expect(await inboxRow(t, event.id)).toMatchObject({
      type: 'customer.created',
      objectId: 'cus_elsewhere',
      status: 'ignored',
      outcome: 'not-handled',
      tenantId: null,
    });
    // An event naming no row of ours (another Stripe integration's payment) is ignored too.
    const foreign = stripeEvent(t, 'payment_intent.succeeded', {
      id: 'pi_elsewhere',
      object: 'payment_intent',
      amount: 999,
      customer: 'cus_elsewhere',
      metadata: {},
      status: 'succeeded',
    });
    expect((await deliver(t, foreign)).statusCode).toBe(200);
    expect(await inboxRow(t, foreign.id)).toMatchObject({ status: 'ignored', outcome: 'no-match' });
  });

  it("forgets a card detached at Stripe, and stops auto-pay with it; another school's card stays", async () => {
    const payer = await stripeStudent(t, stripe);
    const other = await stripeStudent(t, stripe);
    const autoPay = await t.app.inject({
      method: 'POST',
      url: '/api/retail/setautopayment',
      headers: payer.headers,
      payload: { customerId: payer.customer, paymentMethodId: payer.card },
    });
    expect(autoPay.statusCode).toBe(200);
    // As Stripe sends it: with the card's and the holder's details, which the inbox never keeps.
    const card = {
      id: payer.card,
      object: 'payment_method',
      type: 'card',
      customer: null,
      billing_details: { name: 'Lucía Pérez', address: { line1: 'Calle Mayor 7', postal_code: '28013' } },
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031, fingerprint: 'fpQz81xYwvT' },
    };
    const event = stripeEvent(t, 'payment_method.detached', card);
    expect((await deliver(t, event)).statusCode).toBe(200);
    expect((await deliver(t, event)).statusCode).toBe(200);

    const cards = await t.deps.db
      .select({ id: paymentMethods.providerPaymentMethodId, tenantId: paymentMethods.tenantId })
      .from(paymentMethods)
      .where(eq(paymentMethods.providerCustomerId, payer.customer));
    expect(cards).toEqual([]);
    const [customer] = await t.deps.db
      .select()
      .from(paymentCustomers)
      .where(
        and(eq(paymentCustomers.tenantId, payer.tenant.id), eq(paymentCustomers.accountId, payer.accountId)),
      );
    expect(customer?.autoPayPaymentMethodId).toBeNull();
    const row = await inboxRow(t, event.id);
    expect(row).toMatchObject({ status: 'processed', tenantId: payer.tenant.id });
    expect(row?.facts).toEqual({ kind: 'card-detached', paymentMethod: payer.card });
    expect(JSON.stringify(row)).not.toMatch(/Calle Mayor|28013|fpQz81xYwvT|Lucía/);
    const kept = await t.deps.db
      .select({ id: paymentMethods.providerPaymentMethodId })
      .from(paymentMethods)
      .where(eq(paymentMethods.tenantId, other.tenant.id));
    expect(kept).toEqual([{ id: other.card }]);
  });

  it("never touches a school through another school's objects", async () => {
    const mine = await stripeStudent(t, stripe);
    const theirs = await stripeStudent(t, stripe);
    const myPayment = await paymentLeftPending(t, stripe, mine);
    const theirPayment = await paymentLeftPending(t, stripe, theirs);

    // Their payment's event settles theirs only.
    const event = stripeEvent(t, 'payment_intent.succeeded', theirPayment.intent);
    expect((await deliver(t, event)).statusCode).toBe(200);
    expect(await paymentRow(t, theirPayment.payment.id)).toMatchObject({ status: 'succeeded' });
    expect(await inboxRow(t, event.id)).toMatchObject({ tenantId: theirs.tenant.id });
    expect(await paymentRow(t, myPayment.payment.id)).toMatchObject({ status: 'pending' });
    expect(await paymentEntries(mine.accountId)).toEqual([]);

    // An event naming my payment's key with their customer (their charge) is not my payment's outcome.
    const crossed = { ...theirPayment.intent, id: 'pi_crossed', metadata: myPayment.intent.metadata };
    const mixed = stripeEvent(t, 'payment_intent.succeeded', crossed);
    expect((await deliver(t, mixed)).statusCode).toBe(200);
    expect(await inboxRow(t, mixed.id)).toMatchObject({ status: 'ignored', outcome: 'mismatch' });
    expect(await paymentRow(t, myPayment.payment.id)).toMatchObject({ status: 'pending' });
    expect(await paymentEntries(mine.accountId)).toEqual([]);
  });
});
