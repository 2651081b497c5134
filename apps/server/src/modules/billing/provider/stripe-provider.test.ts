import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { buildPlan, card, saveStripeCard } from '../billing.test-support.ts';
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
  /** A card as Stripe.js makes it in the browser: the server only ever sees its id. */
  const browserCard = (number: string) => stripe.createBrowserPaymentMethod(number);
  /** No request from the server to Stripe carries a card's number or CVC. */
  const noCardSent = () =>
    expect(
      stripe.requests.filter((r) => Object.keys(r.form).some((key) => /card\[(number|cvc)\]/.test(key))),
    ).toEqual([]);

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

  it('attaches the PaymentMethod made in the browser to the customer, with no card data sent', async () => {
    const { id: customer } = await provider.createCustomer({ idempotencyKey: 'customer-b' });
    const before = stripe.requests.length;
    const id = browserCard('4242424242424242');
    const method = await provider.attachPaymentMethod(customer, id);
    expect(method).toEqual({ id, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031 });
    expect(stripe.requests.slice(before)).toMatchObject([
      { method: 'POST', path: `/v1/payment_methods/${id}/attach`, form: { customer } },
    ]);
    noCardSent();
  });

  it('turns a card error, an unknown id or a used one into the provider code and message', async () => {
    const { id: customer } = await provider.createCustomer({ idempotencyKey: 'customer-c' });
    const refused = provider.attachPaymentMethod(customer, browserCard('4000000000009995'));
    await expect(refused).rejects.toBeInstanceOf(ProviderCardError);
    await expect(refused).rejects.toMatchObject({
      code: 'insufficient_funds',
      providerMessage: 'Your card has insufficient funds.',
    });
    await expect(provider.attachPaymentMethod(customer, 'pm_never_made')).rejects.toMatchObject({
      code: 'resource_missing',
    });
    const { id: other } = await provider.createCustomer({ idempotencyKey: 'customer-c2' });
    const taken = browserCard('4242424242424242');
    await provider.attachPaymentMethod(other, taken);
    await expect(provider.attachPaymentMethod(customer, taken)).rejects.toMatchObject({
      code: 'invalid_request',
      providerMessage: expect.stringContaining('already been attached'),
    });
  });

  it('charges with a confirmed off-session PaymentIntent and the Idempotency-Key header; a replay charges once', async () => {
    const { id: customer } = await provider.createCustomer({ idempotencyKey: 'customer-d' });
    const method = await provider.attachPaymentMethod(customer, browserCard('4242424242424242'));
    const request = {
      customer,
      paymentMethod: method.id,
      amountCents: 1_234,
      idempotencyKey: 'pay-d-1',
      offSession: true,
    };
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

  it('on-session, a 3-D Secure card answers requires_action with the client secret; once the browser passes the challenge the key finds it succeeded', async () => {
    const { id: customer } = await provider.createCustomer({ idempotencyKey: 'customer-3ds' });
    const method = await provider.attachPaymentMethod(customer, browserCard('4000002760003184'));
    const request = { customer, paymentMethod: method.id, amountCents: 2_500, idempotencyKey: 'pay-3ds-1' };
    const waiting = await provider.charge(request);
    expect(waiting).toMatchObject({
      status: 'requires_action',
      clientSecret: expect.stringMatching(/_secret_/),
    });
    expect(last().form).toMatchObject({ confirm: 'true', use_stripe_sdk: 'true' });
    expect(last().form.off_session).toBeUndefined();
    expect(
      await provider.findChargeByIdempotencyKey({ idempotencyKey: 'pay-3ds-1', customer }),
    ).toMatchObject({
      status: 'requires_action',
    });
    // Nothing taken yet: not in the record reconciliation reads.
    expect(await provider.listCharges({ customer })).toEqual([]);
    stripe.authenticate(waiting.id, true);
    expect(
      await provider.findChargeByIdempotencyKey({ idempotencyKey: 'pay-3ds-1', customer }),
    ).toMatchObject({
      id: waiting.id,
      status: 'succeeded',
      amountCents: 2_500,
    });
    noCardSent();
  });

  it('a failed challenge, a card declined for funds after it, and an off-session charge of a card that asks', async () => {
    const { id: customer } = await provider.createCustomer({ idempotencyKey: 'customer-3ds-f' });
    const always = await provider.attachPaymentMethod(customer, browserCard('4000002760003184'));
    const funds = await provider.attachPaymentMethod(customer, browserCard('4000008260003178'));
    const failed = await provider.charge({
      customer,
      paymentMethod: always.id,
      amountCents: 100,
      idempotencyKey: 'f-1',
    });
    stripe.authenticate(failed.id, false);
    expect(await provider.findChargeByIdempotencyKey({ idempotencyKey: 'f-1', customer })).toMatchObject({
      status: 'failed',
      errorCode: 'payment_intent_authentication_failure',
    });
    const noFunds = await provider.charge({
      customer,
      paymentMethod: funds.id,
      amountCents: 100,
      idempotencyKey: 'f-2',
    });
    stripe.authenticate(noFunds.id, true);
    expect(await provider.findChargeByIdempotencyKey({ idempotencyKey: 'f-2', customer })).toMatchObject({
      status: 'failed',
      errorCode: 'insufficient_funds',
    });
    const offSession = await provider.charge({
      customer,
      paymentMethod: always.id,
      amountCents: 100,
      idempotencyKey: 'f-3',
      offSession: true,
    });
    expect(offSession).toMatchObject({ status: 'failed', errorCode: 'authentication_required' });
    expect(last().form).toMatchObject({ off_session: 'true' });
  });

  it('cancels an intent still waiting for its challenge; one with an outcome answers that outcome', async () => {
    const { id: customer } = await provider.createCustomer({ idempotencyKey: 'customer-3ds-c' });
    const always = await provider.attachPaymentMethod(customer, browserCard('4000002760003184'));
    const waiting = await provider.charge({
      customer,
      paymentMethod: always.id,
      amountCents: 100,
      idempotencyKey: 'c-1',
    });
    expect(await provider.cancelCharge(waiting.id)).toMatchObject({
      status: 'failed',
      errorCode: 'canceled',
    });
    const plain = await provider.attachPaymentMethod(customer, browserCard('4242424242424242'));
    const paid = await provider.charge({
      customer,
      paymentMethod: plain.id,
      amountCents: 100,
      idempotencyKey: 'c-2',
    });
    expect(await provider.cancelCharge(paid.id)).toMatchObject({ status: 'succeeded' });
    expect(await provider.cancelCharge('pi_unknown')).toBeNull();
  });

  it('refunds part of a PaymentIntent with the Idempotency-Key header; a replay refunds once; more than is left fails', async () => {
    const { id: customer } = await provider.createCustomer({ idempotencyKey: 'customer-r' });
    const method = await provider.attachPaymentMethod(customer, browserCard('4242424242424242'));
    const charge = await provider.charge({
      customer,
      paymentMethod: method.id,
      amountCents: 3_000,
      idempotencyKey: 'pay-r-1',
    });
    const request = { charge: charge.id, amountCents: 1_000, idempotencyKey: 'refund-r-1' };
    const refund = await provider.refund(request);
    expect(refund).toMatchObject({
      status: 'succeeded',
      amountCents: 1_000,
      charge: charge.id,
      errorCode: null,
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      form: { payment_intent: charge.id, amount: '1000' },
    });
    expect(last().headers['idempotency-key']).toBe('refund-r-1');
    expect((await provider.refund(request)).id).toBe(refund.id);
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === charge.id)).toHaveLength(1);
    const tooMuch = await provider.refund({ ...request, amountCents: 2_001, idempotencyKey: 'refund-r-2' });
    expect(tooMuch).toMatchObject({ status: 'failed', errorCode: 'amount_too_large' });
  });

  it("lists the charges and refunds made since a moment, for the reconciliation, with Stripe's created filter", async () => {
    const { id: customer } = await provider.createCustomer({ idempotencyKey: 'customer-l' });
    const method = await provider.attachPaymentMethod(customer, browserCard('4242424242424242'));
    const made = (key: string) =>
      provider.charge({ customer, paymentMethod: method.id, amountCents: 2_000, idempotencyKey: key });
    const old = await made('pay-l-old');
    const recent = await made('pay-l-new');
    const oldRefund = await provider.refund({
      charge: old.id,
      amountCents: 500,
      idempotencyKey: 'refund-l-old',
    });
    const recentRefund = await provider.refund({
      charge: recent.id,
      amountCents: 700,
      idempotencyKey: 'refund-l-new',
    });
    // Ten days ago, as Stripe would have them.
    const tenDaysAgo = Math.floor(Date.now() / 1000) - 10 * 86_400;
    stripe.intents.get(old.id)!.created = tenDaysAgo;
    stripe.refunds.get(oldRefund.id)!.created = tenDaysAgo;
    const since = new Date(Date.now() - 7 * 86_400_000);

    const charges = await provider.listCharges({ customer, since });
    expect(last()).toMatchObject({ method: 'GET', path: '/v1/payment_intents' });
    expect(last().query['created[gte]']).toBe(String(Math.floor(since.getTime() / 1000)));
    expect(charges.map((charge) => charge.id)).toEqual([recent.id]);
    expect((await provider.listCharges({ customer })).map((charge) => charge.id).sort()).toEqual(
      [old.id, recent.id].sort(),
    );
    const refunds = await provider.listRefunds({ since });
    expect(last()).toMatchObject({ method: 'GET', path: '/v1/refunds' });
    expect(refunds.map((refund) => refund.id)).toContain(recentRefund.id);
    expect(refunds.map((refund) => refund.id)).not.toContain(oldRefund.id);
    expect(refunds.find((refund) => refund.id === recentRefund.id)).toMatchObject({
      charge: recent.id,
      amountCents: 700,
      status: 'succeeded',
    });
  });

  it('answers a declined charge as failed with its code and message', async () => {
    const { id: customer } = await provider.createCustomer({ idempotencyKey: 'customer-e' });
    const method = await provider.attachPaymentMethod(customer, browserCard('4000000000000341'));
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
    // The fake server's address is known once the outer beforeAll ran.
    const t = useTestApp(() => ({
      config: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_app',
        STRIPE_PUBLIC_KEY: 'pk_test_app',
        STRIPE_API_HOST: stripe.apiHost,
      },
    }));

    const holder = async (preferredLocale = 'es') => {
      const tenant = await buildTenant(t.deps.db);
      const user = await buildUser(t.deps.db, tenant, { preferredLocale });
      await buildPlan(t.deps.db, tenant, user);
      const { headers } = await signIn(t, user);
      return { user, headers };
    };
    const attachId = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/retail/attachpaymentmethod', headers, payload });

    it('tells the page it is Stripe, stores the browser-made card by id and pays once per key', async () => {
      const { user, headers } = await holder();
      expect((await t.app.inject({ url: '/api/retail/getapikeys', headers })).json()).toEqual({
        retailKey: 'pk_test_app',
        provider: 'stripe',
      });
      const customer = (await t.app.inject({ url: '/api/retail/getstripecustomer', headers })).json().id;
      expect(customer).toMatch(/^cus_/);
      expect(last().headers.authorization).toBe('Bearer sk_test_app');
      const {
        attached,
        paymentMethodId: made,
        setupIntentId,
      } = await saveStripeCard(t, headers, stripe, customer, '4242424242424242');
      expect(attached.statusCode).toBe(200);
      expect(attached.json()).toEqual({
        id: made,
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2031,
      });
      // Sent again (a retried request): the same card, attached once.
      const before = stripe.requests.length;
      expect((await attachId(headers, { customer, paymentMethodId: made, setupIntentId })).json().id).toBe(
        made,
      );
      expect(stripe.requests.length).toBe(before);
      const listed = await t.app.inject({ url: '/api/retail/getstripecustomer', headers });
      expect(listed.json().paymentMethods.map((m: { id: string }) => m.id)).toEqual([made]);

      const payOnce = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/retail/registerretailpayment',
          headers: { ...headers, 'idempotency-key': 'page-key-1' },
          payload: { amount: 25.5, customer, paymentMethodId: made },
        });
      expect((await payOnce()).json().status).toBe('succeeded');
      const sent = stripe.requests.filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST');
      expect(sent.at(-1)!.headers['idempotency-key']).toBe(`puente-${user.accountId}-client:page-key-1`);
      expect(sent.at(-1)!.form).toMatchObject({ amount: '2550', customer, payment_method: made });
      const paid = stripe.requests.length;
      expect((await payOnce()).json().status).toBe('succeeded');
      expect(stripe.requests.slice(paid).filter((r) => r.path === '/v1/payment_intents')).toEqual([]);

      const { attached: refused } = await saveStripeCard(t, headers, stripe, customer, '4000000000000002');
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({
        code: 'payment.provider-error',
        providerCode: 'card_declined',
        providerMessage: 'Your card was declined.',
      });
      noCardSent();
    });

    it.each([
      ['the spec card payload', (customer: string) => card(customer, '4242424242424242')],
      [
        'card fields beside an id',
        (customer: string) => ({ customer, paymentMethodId: 'pm_x', number: '4242424242424242' }),
      ],
      ['a CVC alone', (customer: string) => ({ customer, paymentMethodId: 'pm_x', cvc: '731' })],
      ['an invalid card number', (customer: string) => ({ customer, number: '1234', zipCode: '' })],
    ])('refuses %s with payment.card-details-refused, before Stripe hears of it', async (_, body) => {
      const { headers } = await holder();
      const customer = (await t.app.inject({ url: '/api/retail/getstripecustomer', headers })).json().id;
      const english = (await holder('en')).headers;
      const customerEn = (
        await t.app.inject({ url: '/api/retail/getstripecustomer', headers: english })
      ).json().id;
      const before = stripe.requests.length;
      const es = await attachId(headers, body(customer));
      expect(es.statusCode).toBe(400);
      expect(es.json()).toMatchObject({
        code: 'payment.card-details-refused',
        message:
          'Los datos de la tarjeta no se envían a este servidor: use el formulario de tarjeta del proveedor de pagos',
      });
      const en = await attachId(english, body(customerEn));
      expect(en.json()).toMatchObject({
        code: 'payment.card-details-refused',
        message: "Card details are not sent to this server: use the payment provider's card form",
      });
      expect(stripe.requests.length).toBe(before);
      expect(es.body + en.body).not.toContain('4242');
    });

    it('asks for a session before it looks at a card, and for the id when there is none', async () => {
      const { headers } = await holder();
      const anonymous = await attachId({ host: headers.host! }, card('cus_x', '4242424242424242'));
      expect(anonymous.statusCode).toBe(401);
      const customer = (await t.app.inject({ url: '/api/retail/getstripecustomer', headers })).json().id;
      const empty = await attachId(headers, { customer });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().code).toBe('invalid');
    });

    it('lets the pages load Stripe.js: its script, frames and API in the CSP, nothing more', async () => {
      const { headers } = await holder();
      for (const res of [
        await t.app.inject({ url: '/', headers: { host: headers.host! } }),
        await t.app.inject({ url: '/api/retail/getapikeys', headers }),
      ]) {
        const csp = String(res.headers['content-security-policy']);
        const directive = (name: string) => new RegExp(`${name} ([^;]*)`).exec(csp)?.[1]?.split(' ') ?? [];
        expect(directive('script-src')).toContain('https://js.stripe.com');
        expect(directive('frame-src')).toEqual(
          expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
        );
        expect(directive('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      }
    });

    it("will not take another account's card by its id", async () => {
      const a = await holder();
      const b = await holder();
      const customerA = (
        await t.app.inject({ url: '/api/retail/getstripecustomer', headers: a.headers })
      ).json().id;
      const customerB = (
        await t.app.inject({ url: '/api/retail/getstripecustomer', headers: b.headers })
      ).json().id;
      const saved = await saveStripeCard(t, a.headers, stripe, customerA, '4242424242424242');
      expect(saved.attached.statusCode).toBe(200);
      // A's card by its ids, sent by B: the SetupIntent saved it for another customer.
      const taken = await attachId(b.headers, {
        customer: customerB,
        paymentMethodId: saved.paymentMethodId,
        setupIntentId: saved.setupIntentId,
      });
      expect([taken.statusCode, taken.json().code]).toEqual([409, 'payment.setup-not-confirmed']);
      const listed = await t.app.inject({ url: '/api/retail/getstripecustomer', headers: b.headers });
      expect(listed.json().paymentMethods).toEqual([]);
    });
  });
});
