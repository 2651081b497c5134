import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { paymentMethods } from '../../../db/schema/index.ts';
import { registerJobs } from '../../../jobs/register-jobs.ts';
import { startFakeStripe } from '../provider/fake-stripe.test-support.ts';
import {
  deliver,
  inboxRow,
  stripeEvent,
  stripeStudent,
  WEBHOOK_SECRET,
} from './stripe-webhook.test-support.ts';

describe("Stripe's setup_intent.succeeded stores a card whose page closed before the attach call", () => {
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(() => stripe.close());
  const t = useTestApp(() => ({
    config: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_setup_events',
      STRIPE_PUBLIC_KEY: 'pk_test_setup_events',
      STRIPE_API_HOST: stripe.apiHost,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  }));
  beforeAll(() => {
    registerJobs(t.deps, { info: () => undefined, error: () => undefined });
  });

  const cardsOf = (accountId: string) =>
    t.deps.db.select().from(paymentMethods).where(eq(paymentMethods.accountId, accountId));
  /** A SetupIntent made for the payer and confirmed in the browser, whose attach call never came. */
  const confirmedSetup = async (payer: Awaited<ReturnType<typeof stripeStudent>>, number: string) => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/retail/createsetupintent',
      headers: payer.headers,
      payload: { customer: payer.customer },
    });
    const { setupIntentId } = created.json() as { setupIntentId: string };
    const { paymentMethodId } = stripe.confirmCardSetup(setupIntentId, number);
    return { setupIntentId, paymentMethodId };
  };
  const setupObject = (id: string, customer: string, addedBy: string | null) => ({
    id,
    object: 'setup_intent',
    customer,
    status: 'succeeded',
    metadata: addedBy ? { added_by: addedBy } : {},
  });

  it('stores the card once, as the user who saved it, from the provider record; replays change nothing', async () => {
    const payer = await stripeStudent(t, stripe);
    const before = await cardsOf(payer.accountId);
    const { setupIntentId, paymentMethodId } = await confirmedSetup(payer, '4000000000003220');
    const event = stripeEvent(
      t,
      'setup_intent.succeeded',
      setupObject(setupIntentId, payer.customer, payer.student.id),
    );
    for (let i = 0; i < 10; i++) expect((await deliver(t, event)).statusCode).toBe(200);
    await t.deps.jobs.idle();
    const after = await cardsOf(payer.accountId);
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((c) => c.providerPaymentMethodId === paymentMethodId)).toMatchObject({
      last4: '3220',
      addedByUserId: payer.student.id,
    });
    expect((await inboxRow(t, event.id))?.status).toBe('processed');
    // The browser's attach call arriving late answers the same card, stored once.
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/retail/attachpaymentmethod',
      headers: payer.headers,
      payload: { customer: payer.customer, paymentMethodId, setupIntentId },
    });
    expect(late.statusCode).toBe(200);
    expect(await cardsOf(payer.accountId)).toHaveLength(before.length + 1);
  });

  it("stores nothing for a SetupIntent that did not succeed, a user not of the customer's account, or no user", async () => {
    const payer = await stripeStudent(t, stripe);
    const before = await cardsOf(payer.accountId);
    const pendingSetup = (
      await t.app.inject({
        method: 'POST',
        url: '/api/retail/createsetupintent',
        headers: payer.headers,
        payload: { customer: payer.customer },
      })
    ).json() as { setupIntentId: string };
    const stranger = await buildUser(t.deps.db, payer.tenant);
    const confirmed = await confirmedSetup(payer, '4242424242424242');
    const events = [
      // The event's body says succeeded; Stripe's record says it was never confirmed.
      stripeEvent(
        t,
        'setup_intent.succeeded',
        setupObject(pendingSetup.setupIntentId, payer.customer, payer.student.id),
      ),
      stripeEvent(
        t,
        'setup_intent.succeeded',
        setupObject(confirmed.setupIntentId, payer.customer, stranger.id),
      ),
      stripeEvent(t, 'setup_intent.succeeded', setupObject(confirmed.setupIntentId, payer.customer, null)),
    ];
    for (const event of events) expect((await deliver(t, event)).statusCode).toBe(200);
    await t.deps.jobs.idle();
    expect(await cardsOf(payer.accountId)).toHaveLength(before.length);
    for (const event of events) expect((await inboxRow(t, event.id))?.status).toBe('ignored');
  });
});
