import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { TestClock } from '../../../../test/test-clock.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { buildPlan, customerOf, paymentsOf, saveStripeCard } from '../billing.test-support.ts';
import { chargeAutoPayment } from '../jobs/index.ts';
import { startFakeStripe } from './fake-stripe.test-support.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** Stripe's 3-D Secure test cards. */
const ALWAYS = '4000002760003184';
const ONCE = '4000000000003220';

describe('saving a card with a SetupIntent (official SDK against a local Stripe-format server)', () => {
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let provider: ReturnType<typeof createStripeProvider>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    provider = createStripeProvider({
      secretKey: 'sk_test_123',
      publicKey: 'pk_test_123',
      apiHost: stripe.apiHost,
    });
  });
  afterAll(() => stripe.close());

  it('creates an off-session SetupIntent for the customer and reads back what confirmCardSetup made of it', async () => {
    const { id: customer } = await provider.createCustomer({ idempotencyKey: 'setup-a' });
    const setup = await provider.createSetup(customer);
    expect(setup).toEqual({ id: expect.stringMatching(/^seti_/), clientSecret: `${setup.id}_secret_fake` });
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/setup_intents',
      form: {
        customer,
        usage: 'off_session',
        'automatic_payment_methods[enabled]': 'true',
        'automatic_payment_methods[allow_redirects]': 'never',
      },
    });
    expect(await provider.findSetup(setup.id)).toMatchObject({ status: 'pending', paymentMethod: null });
    // In the browser: the card confirmed with Stripe.js, its 3-D Secure challenge passed.
    const { paymentMethodId } = stripe.confirmCardSetup(setup.id, ONCE);
    expect(await provider.findSetup(setup.id)).toEqual({
      id: setup.id,
      customer,
      paymentMethod: { id: paymentMethodId, brand: 'visa', last4: '3220', expMonth: 12, expYear: 2031 },
      status: 'succeeded',
      clientSecret: null,
      errorCode: null,
      errorMessage: null,
    });
    // Authenticated once when saved: charged off-session with nobody there, no authentication asked.
    const charge = await provider.charge({
      customer,
      paymentMethod: paymentMethodId,
      amountCents: 700,
      idempotencyKey: 'setup-a-off',
      offSession: true,
    });
    expect(charge).toMatchObject({ status: 'succeeded', amountCents: 700 });
  });

  it('answers a failed challenge and a refused card as failed with the code and message; an unknown id as null', async () => {
    const { id: customer } = await provider.createCustomer({ idempotencyKey: 'setup-b' });
    const failed = await provider.createSetup(customer);
    stripe.confirmCardSetup(failed.id, ALWAYS, { passed: false });
    expect(await provider.findSetup(failed.id)).toMatchObject({
      status: 'failed',
      errorCode: 'setup_intent_authentication_failure',
      errorMessage: expect.stringContaining('unable to authenticate'),
    });
    const declined = await provider.createSetup(customer);
    stripe.confirmCardSetup(declined.id, '4000000000009995');
    expect(await provider.findSetup(declined.id)).toMatchObject({
      status: 'failed',
      errorCode: 'insufficient_funds',
      errorMessage: 'Your card has insufficient funds.',
    });
    expect(await provider.findSetup('seti_unknown')).toBeNull();
  });

  describe('behind the retail calls (PAYMENT_PROVIDER=stripe)', () => {
    const clock = new TestClock('2026-01-05');
    const t = useTestApp(() => ({
      clock,
      config: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_app',
        STRIPE_PUBLIC_KEY: 'pk_test_app',
        STRIPE_API_HOST: stripe.apiHost,
      },
    }));
    const holder = async () => {
      const tenant = await buildTenant(t.deps.db);
      const user = await buildUser(t.deps.db, tenant);
      await buildPlan(t.deps.db, tenant, user);
      const { headers } = await signIn(t, user);
      return { user, headers, customer: await customerOf(t, headers) };
    };
    const cardsOf = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: '/api/retail/getstripecustomer', headers })).json().paymentMethods;

    it('a card saved once through the SetupIntent (3-D Secure passed in the browser) is charged off-session by the auto-pay run', async () => {
      const h = await holder();
      const saved = await saveStripeCard(t, h.headers, stripe, h.customer, ONCE);
      expect(saved.attached.statusCode).toBe(200);
      expect(saved.attached.json()).toEqual({
        id: saved.paymentMethodId,
        brand: 'visa',
        last4: '3220',
        expMonth: 12,
        expYear: 2031,
      });
      expect(saved.clientSecret).toBe(`${saved.setupIntentId}_secret_fake`);
      // Stripe attached the card when the SetupIntent succeeded: the server only read it back.
      expect(stripe.requests.filter((r) => r.path.endsWith('/attach'))).toEqual([]);
      await t.app.inject({
        method: 'POST',
        url: '/api/retail/setautopayment',
        headers: h.headers,
        payload: { customerId: h.customer, paymentMethodId: saved.paymentMethodId },
      });
      const [plan] = await t.deps.db.query.billingPlans.findMany({
        where: (plans, { eq: is }) => is(plans.accountId, h.user.accountId!),
      });
      expect(await chargeAutoPayment(t.deps, plan!, '2026-01-10')).toBe('charged');
      const sent = stripe.requests
        .filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST')
        .at(-1);
      expect(sent?.form).toMatchObject({ off_session: 'true', payment_method: saved.paymentMethodId });
      expect(await paymentsOf(t.deps.db, h.user.accountId!)).toEqual([
        expect.objectContaining({ status: 'succeeded', source: 'autopay', amountCents: 5_000 }),
      ]);
    });

    it('stores no card whose SetupIntent failed, was not confirmed, or is not named', async () => {
      const h = await holder();
      const failed = await saveStripeCard(t, h.headers, stripe, h.customer, ALWAYS, { passed: false });
      expect(failed.attached.statusCode).toBe(402);
      expect(failed.attached.json()).toMatchObject({
        code: 'payment.provider-error',
        providerCode: 'setup_intent_authentication_failure',
        providerMessage: expect.stringContaining('unable to authenticate'),
      });
      // A SetupIntent never confirmed, with a card Stripe.js made apart: not saved for off-session use.
      const created = (
        await t.app.inject({
          method: 'POST',
          url: '/api/retail/createsetupintent',
          headers: h.headers,
          payload: { customer: h.customer },
        })
      ).json();
      const attach = (payload: object) =>
        t.app.inject({ method: 'POST', url: '/api/retail/attachpaymentmethod', headers: h.headers, payload });
      const apart = stripe.createBrowserPaymentMethod('4242424242424242');
      const unconfirmed = await attach({
        customer: h.customer,
        paymentMethodId: apart,
        setupIntentId: created.setupIntentId,
      });
      expect([unconfirmed.statusCode, unconfirmed.json().code]).toEqual([409, 'payment.setup-not-confirmed']);
      // Another card than the one the SetupIntent saved.
      const saved = await saveStripeCard(t, h.headers, stripe, h.customer, '4242424242424242');
      const other = await attach({
        customer: h.customer,
        paymentMethodId: apart,
        setupIntentId: saved.setupIntentId,
      });
      expect([other.statusCode, other.json().code]).toEqual([409, 'payment.setup-not-confirmed']);
      const unknown = await attach({
        customer: h.customer,
        paymentMethodId: apart,
        setupIntentId: 'seti_nope',
      });
      expect(unknown.json().code).toBe('payment.setup-not-confirmed');
      const bare = await attach({ customer: h.customer, paymentMethodId: apart });
      expect([bare.statusCode, bare.json().code]).toEqual([400, 'invalid']);
      expect((await cardsOf(h.headers)).map((c: { id: string }) => c.id)).toEqual([saved.paymentMethodId]);
      // Another account's customer gets no SetupIntent.
      const stranger = await holder();
      const foreign = await t.app.inject({
        method: 'POST',
        url: '/api/retail/createsetupintent',
        headers: stranger.headers,
        payload: { customer: h.customer },
      });
      expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'payment.customer-not-found']);
    });
  });
});
