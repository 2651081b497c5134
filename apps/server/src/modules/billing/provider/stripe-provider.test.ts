import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { buildPlan, card } from '../billing.test-support.ts';
import { startFakeStripe } from './fake-stripe.test-support.ts';
import { ProviderCardError } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

describe('the Stripe provider (official SDK against a local Stripe-format server)', () => {
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

  const last = () => stripe.requests.at(-1)!;
  const cardInput = (number: string) => ({
    number,
    cvc: '731',
    expMonth: 12,
    expYear: 2031,
    zipCode: '28001',
  });

  it('creates a customer with the secret key and an idempotency key', async () => {
    const customer = await provider.createCustomer({
      idempotencyKey: 'customer-a',
      description: 'Puente account a',
    });
    expect(customer.id).toMatch(/^cus_/);
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      form: { description: 'Puente account a' },
    });
    expect(last().headers.authorization).toBe('Bearer sk_test_123');
    expect(last().headers['idempotency-key']).toBe('customer-a');
    expect((await provider.createCustomer({ idempotencyKey: 'customer-a' })).id).toBe(customer.id);
  });

  it('creates the card at the provider and attaches it to the customer', async () => {
    const { id: customer } = await provider.createCustomer({ idempotencyKey: 'customer-b' });
    const method = await provider.attachPaymentMethod(customer, cardInput('4242424242424242'));
    expect(method).toEqual({
      id: expect.stringMatching(/^pm_/),
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2031,
    });
    const [create, attach] = stripe.requests.slice(-2);
    expect(create).toMatchObject({
      path: '/v1/payment_methods',
      form: {
        type: 'card',
        'card[number]': '4242424242424242',
        'card[exp_month]': '12',
        'card[exp_year]': '2031',
        'card[cvc]': '731',
        'billing_details[address][postal_code]': '28001',
      },
    });
    expect(attach).toMatchObject({ path: `/v1/payment_methods/${method.id}/attach`, form: { customer } });
  });

  it('turns a card error into the provider code and message', async () => {
    const { id: customer } = await provider.createCustomer({ idempotencyKey: 'customer-c' });
    const refused = provider.attachPaymentMethod(customer, cardInput('4000000000009995'));
    await expect(refused).rejects.toBeInstanceOf(ProviderCardError);
    await expect(refused).rejects.toMatchObject({
      code: 'insufficient_funds',
      providerMessage: 'Your card has insufficient funds.',
    });
  });

  it('charges with a confirmed off-session PaymentIntent and the Idempotency-Key header; a replay charges once', async () => {
    const { id: customer } = await provider.createCustomer({ idempotencyKey: 'customer-d' });
    const method = await provider.attachPaymentMethod(customer, cardInput('4242424242424242'));
    const request = { customer, paymentMethod: method.id, amountCents: 1_234, idempotencyKey: 'pay-d-1' };
    const charge = await provider.charge(request);
    expect(charge).toMatchObject({ status: 'succeeded', amountCents: 1_234, idempotencyKey: 'pay-d-1' });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      form: {
        amount: '1234',
        currency: 'usd',
        customer,
        payment_method: method.id,
        confirm: 'true',
        off_session: 'true',
        'metadata[idempotency_key]': 'pay-d-1',
      },
    });
    expect(last().headers['idempotency-key']).toBe('pay-d-1');
    expect((await provider.charge(request)).id).toBe(charge.id);
    expect([...stripe.intents.values()].filter((i) => i.customer === customer)).toHaveLength(1);
    expect(await provider.findChargeByIdempotencyKey({ idempotencyKey: 'pay-d-1', customer })).toMatchObject({
      id: charge.id,
      status: 'succeeded',
    });
    expect(last()).toMatchObject({ method: 'GET', path: '/v1/payment_intents', query: { customer } });
    expect(await provider.findChargeByIdempotencyKey({ idempotencyKey: 'never-sent', customer })).toBeNull();
    expect((await provider.listCharges({ customer })).map((c) => c.id)).toEqual([charge.id]);
  });

  it('answers a declined charge as failed with its code and message', async () => {
    const { id: customer } = await provider.createCustomer({ idempotencyKey: 'customer-e' });
    const method = await provider.attachPaymentMethod(customer, cardInput('4000000000000341'));
    const charge = await provider.charge({
      customer,
      paymentMethod: method.id,
      amountCents: 500,
      idempotencyKey: 'pay-e',
    });
    expect(charge).toMatchObject({
      status: 'failed',
      errorCode: 'card_declined',
      errorMessage: 'Your card was declined.',
    });
    expect(charge.id).toMatch(/^pi_/);
  });

  describe('behind the retail calls (PAYMENT_PROVIDER=stripe)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({
        config: {
          PAYMENT_PROVIDER: 'stripe',
          STRIPE_SECRET_KEY: 'sk_test_app',
          STRIPE_PUBLIC_KEY: 'pk_test_app',
          STRIPE_API_HOST: stripe.apiHost,
        },
      });
    });
    afterAll(() => t.close());

    it('creates the customer, stores the card and pays once per key', async () => {
      const tenant = await buildTenant(t.deps.db);
      const user = await buildUser(t.deps.db, tenant);
      await buildPlan(t.deps.db, tenant, user);
      const { headers } = await signIn(t, user);
      expect((await t.app.inject({ url: '/api/retail/getapikeys', headers })).json()).toEqual({
        retailKey: 'pk_test_app',
      });
      const customer = (await t.app.inject({ url: '/api/retail/getstripecustomer', headers })).json().id;
      expect(customer).toMatch(/^cus_/);
      expect(last().headers.authorization).toBe('Bearer sk_test_app');
      const attached = await t.app.inject({
        method: 'POST',
        url: '/api/retail/attachpaymentmethod',
        headers,
        payload: card(customer, '4242424242424242'),
      });
      const paymentMethodId = attached.json().id;
      const payOnce = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/retail/registerretailpayment',
          headers: { ...headers, 'idempotency-key': 'page-key-1' },
          payload: { amount: 25.5, customer, paymentMethodId },
        });
      expect((await payOnce()).json().status).toBe('succeeded');
      const sent = stripe.requests.filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST');
      expect(sent.at(-1)!.headers['idempotency-key']).toBe(`puente-${user.accountId}-client:page-key-1`);
      expect(sent.at(-1)!.form).toMatchObject({ amount: '2550', customer, payment_method: paymentMethodId });
      const before = stripe.requests.length;
      expect((await payOnce()).json().status).toBe('succeeded');
      expect(stripe.requests.slice(before).filter((r) => r.path === '/v1/payment_intents')).toEqual([]);

      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/retail/attachpaymentmethod',
        headers,
        payload: card(customer, '4000000000000002'),
      });
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({
        providerCode: 'card_declined',
        providerMessage: 'Your card was declined.',
      });
    });
  });
});
