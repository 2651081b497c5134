import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { TestClock } from '../../../../test/test-clock.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import {
  attach,
  buildPlan,
  card,
  customerOf,
  dumpAllTables,
  findCardData,
  memoryLogger,
  myAccount,
  pay,
  storedCard,
} from '../billing.test-support.ts';

describe('retail payment calls: account, customer, cards, auto-payment', () => {
  let tenant: Tenant;
  const clock = new TestClock('2026-03-02');
  const logger = memoryLogger();
  const t = useTestApp({ clock, logger: logger.options });
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db, { lateFeeCents: 1_500, lateFeeGraceDays: 5 });
  });

  const student = async (target = tenant) => {
    const user = await buildUser(t.deps.db, target);
    return { user, headers: (await signIn(t, user)).headers };
  };

  it('refuses anonymous callers, staff, and tenants with payments off', async () => {
    const host = tenant.hosts[0]!;
    const anonymous = await t.app.inject({ url: '/api/account/getmyaccount', headers: { host } });
    expect(anonymous.statusCode).toBe(401);
    const professor = await buildUser(t.deps.db, tenant, { role: 'Professor' });
    const staff = await t.app.inject({
      url: '/api/retail/getapikeys',
      headers: (await signIn(t, professor)).headers,
    });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().code).toBe('system.forbidden');
    const off = await buildTenant(t.deps.db, { paymentEnabled: false });
    const { headers } = await student(off);
    for (const [method, url] of [
      ['GET', '/api/account/getmyaccount'],
      ['GET', '/api/retail/getstripecustomer'],
      ['POST', '/api/retail/cancelautopayment'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('payment.disabled');
    }
  });

  it('answers the account figures of spec section 3 (paymentInfo)', async () => {
    const { user, headers } = await student();
    await buildPlan(t.deps.db, tenant, user); // 12 x 50.00 from 10 January; today 2 March
    expect(await myAccount(t, headers)).toEqual({
      balance: 600,
      installment: 50,
      lateCharges: 0,
      delinquentAmount: 100,
      lastPaymentDate: null,
      nextPaymentDate: '2026-01-10',
      installments: 12,
      pendingPayments: 2,
      isActive: false,
      payMethodId: null,
      retailKey: 'pk_test_sandbox',
      authenticationNeeded: null,
    });
    const keys = await t.app.inject({ url: '/api/retail/getapikeys', headers });
    expect(keys.json()).toEqual({ retailKey: 'pk_test_sandbox', provider: 'sandbox' });
  });

  it('an account without a plan owes nothing and is active', async () => {
    const { headers } = await student();
    expect(await myAccount(t, headers)).toMatchObject({ balance: 0, nextPaymentDate: null, isActive: true });
  });

  it('creates the customer at the provider once, on first use', async () => {
    const { headers } = await student();
    const [a, b] = await Promise.all([customerOf(t, headers), customerOf(t, headers)]);
    expect(a).toMatch(/^cus_sbx_/);
    expect(b).toBe(a);
    const created = await t.app.inject({ method: 'POST', url: '/api/retail/createcustomer', headers });
    expect(created.json()).toEqual({ id: a, paymentMethods: [] });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/retail/createcustomer',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(again.json().id).toBe(a);
  });

  it('stores cards with brand, last 4 and expiry only, and lists them', async () => {
    const { headers } = await student();
    const customer = await customerOf(t, headers);
    const visa = await attach(t, headers, card(customer, '4242 4242 4242 4242'));
    expect(visa.statusCode).toBe(200);
    const expYear = new Date().getUTCFullYear() + 5;
    expect(visa.json()).toEqual({
      id: expect.stringMatching(/^pm_sbx_/),
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear,
    });
    const amex = await attach(t, headers, card(customer, '378282246310005', '8642'));
    expect(amex.json()).toMatchObject({ brand: 'amex', last4: '0005' });
    const listed = await t.app.inject({ url: '/api/retail/getstripecustomer', headers });
    expect(listed.json().paymentMethods.map((m: { last4: string }) => m.last4)).toEqual(['4242', '0005']);
    expect(findCardData(visa.body + amex.body + listed.body)).toEqual([]);
  });

  it('takes the card itself in the sandbox: a bare PaymentMethod id is not a card', async () => {
    const { headers } = await student();
    const customer = await customerOf(t, headers);
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/retail/attachpaymentmethod',
      headers,
      payload: { customer, paymentMethodId: 'pm_from_a_browser' },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().code).toBe('invalid');
    expect(bare.json().errors.map((e: { path: string }) => e.path)).toContain('number');
  });

  it.each([
    ['4000000000000002', 'card_declined', 'Your card was declined.'],
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000000069', 'expired_card', 'Your card has expired.'],
    ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect."],
    [
      '4000000000000119',
      'processing_error',
      'An error occurred while processing your card. Try again in a little bit.',
    ],
  ])('answers 402 with the provider message for %s (%s)', async (number, code, message) => {
    const { headers } = await student();
    const res = await attach(t, headers, card(await customerOf(t, headers), number));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      code: 'payment.provider-error',
      message: 'El proveedor de pagos rechazó la operación',
      providerCode: code,
      providerMessage: message,
    });
    const listed = await t.app.inject({ url: '/api/retail/getstripecustomer', headers });
    expect(listed.json().paymentMethods).toEqual([]);
  });

  it('checks the card before the provider sees it, without echoing it', async () => {
    const { headers } = await student();
    const customer = await customerOf(t, headers);
    const badNumber = await attach(t, headers, card(customer, '4242424242424241'));
    expect(badNumber.statusCode).toBe(400);
    const badCvc = await attach(t, headers, card(customer, '378282246310005', '731'));
    expect(badCvc.statusCode).toBe(400);
    expect(badCvc.json().errorInfo.ModelState).toEqual([
      expect.objectContaining({ field: 'cvc', code: 'cvc-invalid' }),
    ]);
    expect(findCardData(badNumber.body + badCvc.body)).toEqual([]);
  });

  it('sets and cancels auto-payment on a stored card', async () => {
    const { headers } = await student();
    const customerId = await customerOf(t, headers);
    const paymentMethodId = await storedCard(t, headers, '4242424242424242');
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/retail/setautopayment',
      headers,
      payload: { customerId, paymentMethodId },
    });
    expect(set.json()).toEqual({ payMethodId: paymentMethodId });
    expect((await myAccount(t, headers)).payMethodId).toBe(paymentMethodId);
    const cancel = await t.app.inject({ method: 'POST', url: '/api/retail/cancelautopayment', headers });
    expect(cancel.json()).toEqual({ payMethodId: null });
    expect((await myAccount(t, headers)).payMethodId).toBeNull();
  });

  it('a holder with no stored card pays with a new card and turns auto-pay on in one go', async () => {
    const { user, headers } = await student();
    await buildPlan(t.deps.db, tenant, user);
    const before = (await t.app.inject({ url: '/api/retail/getstripecustomer', headers })).json();
    expect(before.paymentMethods).toEqual([]);
    const customerId = before.id as string;
    const added = await attach(t, headers, card(customerId, '4242424242424242'));
    expect(added.statusCode).toBe(200);
    const paymentMethodId = added.json().id as string;
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/retail/setautopayment',
      headers,
      payload: { customerId, paymentMethodId },
    });
    expect(set.json()).toEqual({ payMethodId: paymentMethodId });
    const installment = (await myAccount(t, headers)).installment as number;
    const paid = await pay(t, headers, { amount: installment, customer: customerId, paymentMethodId });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'succeeded', paymentInfo: { payMethodId: paymentMethodId } });
    expect((await myAccount(t, headers)).payMethodId).toBe(paymentMethodId);
    const after = (await t.app.inject({ url: '/api/retail/getstripecustomer', headers })).json();
    expect(after.paymentMethods.map((method: { id: string }) => method.id)).toEqual([paymentMethodId]);
  });

  it("refuses another account's and another tenant's customer and card ids", async () => {
    const owner = await student();
    const ownerCustomer = await customerOf(t, owner.headers);
    const ownerCard = await storedCard(t, owner.headers, '4242424242424242');
    const other = await buildTenant(t.deps.db);
    for (const intruder of [await student(), await student(other)]) {
      const own = await customerOf(t, intruder.headers);
      const post = (url: string, payload: object) =>
        t.app.inject({ method: 'POST', url, headers: intruder.headers, payload });
      const attachToOther = await post(
        '/api/retail/attachpaymentmethod',
        card(ownerCustomer, '4242424242424242'),
      );
      expect(attachToOther.json().code).toBe('payment.customer-not-found');
      const payOther = await post('/api/retail/registerretailpayment', {
        amount: 1,
        customer: ownerCustomer,
        paymentMethodId: ownerCard,
      });
      expect(payOther.statusCode).toBe(404);
      expect(payOther.json().code).toBe('payment.customer-not-found');
      const payWithOtherCard = await post('/api/retail/registerretailpayment', {
        amount: 1,
        customer: own,
        paymentMethodId: ownerCard,
      });
      expect(payWithOtherCard.json().code).toBe('payment.method-not-found');
      const autoPay = await post('/api/retail/setautopayment', {
        customerId: own,
        paymentMethodId: ownerCard,
      });
      expect(autoPay.statusCode).toBe(404);
    }
  });

  it('keeps no card number or CVC in any table or log line', async () => {
    const dump = await dumpAllTables(t.deps.db);
    expect(dump).toContain('pm_sbx_');
    expect(findCardData(dump)).toEqual([]);
    const logs = logger.lines.join('');
    expect(logs).toContain('/api/retail/attachpaymentmethod');
    expect(findCardData(logs)).toEqual([]);
  });
});
