import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { impersonationWrites, paymentCustomers, type Tenant, type User } from '../../../db/schema/index.ts';
import { attach, buildPlan, card, customerOf, myAccount, pay, storedCard } from '../billing.test-support.ts';

type Headers = Record<string, string>;

/** Who may do what with an account's payments: its holder, its guests, an impersonating administrator. */
describe('billing access', () => {
  const t = useTestApp();

  const post = (headers: Headers, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/retail/${url}`, headers, payload });
  const providerCharges = async (customer: string) =>
    (await t.deps.paymentProvider.listCharges({ customer })).length;
  const autoPayCard = async (holder: User) =>
    (
      await t.deps.db.select().from(paymentCustomers).where(eq(paymentCustomers.accountId, holder.accountId!))
    )[0]!.autoPayPaymentMethodId;

  /** A holder (balance 600.00) with a stored card on auto-pay, and a guest of the same account. */
  async function account(tenant: Tenant) {
    const holder = await buildUser(t.deps.db, tenant);
    await buildPlan(t.deps.db, tenant, holder);
    const guest = await buildUser(t.deps.db, tenant, { accountId: holder.accountId, membership: 'Guest' });
    const holderHeaders = (await signIn(t, holder)).headers;
    const customer = await customerOf(t, holderHeaders);
    const holderCard = await storedCard(t, holderHeaders, '4242424242424242');
    const set = await post(holderHeaders, 'setautopayment', {
      customerId: customer,
      paymentMethodId: holderCard,
    });
    expect(set.statusCode).toBe(200);
    return {
      holder,
      guest,
      holderHeaders,
      guestHeaders: (await signIn(t, guest)).headers,
      customer,
      holderCard,
    };
  }

  describe('a guest (not the account holder)', () => {
    it("sees the account but not the holder's cards, and cannot charge them nor touch auto-pay", async () => {
      const tenant = await buildTenant(t.deps.db);
      const a = await account(tenant);
      expect(await myAccount(t, a.guestHeaders)).toMatchObject({ balance: 600, payMethodId: a.holderCard });
      const customer = await t.app.inject({ url: '/api/retail/getstripecustomer', headers: a.guestHeaders });
      expect(customer.json()).toEqual({ id: a.customer, paymentMethods: [] });

      const charge = await pay(t, a.guestHeaders, {
        amount: 10,
        customer: a.customer,
        paymentMethodId: a.holderCard,
      });
      expect(charge.statusCode).toBe(403);
      expect(charge.json().code).toBe('payment.holder-only');
      const keyed = await pay(
        t,
        a.guestHeaders,
        { amount: 10, customer: a.customer, paymentMethodId: a.holderCard },
        'guest-key',
      );
      expect(keyed.json().code).toBe('payment.holder-only');
      const set = await post(a.guestHeaders, 'setautopayment', {
        customerId: a.customer,
        paymentMethodId: a.holderCard,
      });
      expect(set.statusCode).toBe(403);
      expect(set.json().code).toBe('payment.holder-only');
      const cancel = await post(a.guestHeaders, 'cancelautopayment');
      expect(cancel.statusCode).toBe(403);
      expect(cancel.json().code).toBe('payment.holder-only');
      // Refused before the body is read.
      expect((await post(a.guestHeaders, 'setautopayment', { nonsense: true })).json().code).toBe(
        'payment.holder-only',
      );

      expect(await autoPayCard(a.holder)).toBe(a.holderCard);
      expect(await providerCharges(a.customer)).toBe(0);
      expect((await myAccount(t, a.holderHeaders)).balance).toBe(600);
    });

    it('pays with a new card of their own, which stays theirs (the holder neither sees nor uses it)', async () => {
      const tenant = await buildTenant(t.deps.db);
      const a = await account(tenant);
      expect((await post(a.guestHeaders, 'createcustomer')).json().id).toBe(a.customer);
      const added = await attach(t, a.guestHeaders, card(a.customer, '378282246310005', '8642'));
      expect(added.statusCode).toBe(200);
      const guestCard = added.json().id;
      const paid = await pay(t, a.guestHeaders, {
        amount: 25,
        customer: a.customer,
        paymentMethodId: guestCard,
      });
      expect(paid.json()).toMatchObject({ status: 'succeeded', paymentInfo: { balance: 575 } });
      const guestView = await t.app.inject({ url: '/api/retail/getstripecustomer', headers: a.guestHeaders });
      expect(guestView.json().paymentMethods.map((m: { id: string }) => m.id)).toEqual([guestCard]);

      const holderView = await t.app.inject({
        url: '/api/retail/getstripecustomer',
        headers: a.holderHeaders,
      });
      expect(holderView.json().paymentMethods.map((m: { id: string }) => m.id)).toEqual([a.holderCard]);
      const holderCharge = await pay(t, a.holderHeaders, {
        amount: 10,
        customer: a.customer,
        paymentMethodId: guestCard,
      });
      expect(holderCharge.statusCode).toBe(404);
      expect(holderCharge.json().code).toBe('payment.method-not-found');
      const holderAutoPay = await post(a.holderHeaders, 'setautopayment', {
        customerId: a.customer,
        paymentMethodId: guestCard,
      });
      expect(holderAutoPay.json().code).toBe('payment.method-not-found');
      expect(await providerCharges(a.customer)).toBe(1);
    });

    it('may only view the account when the tenant does not let guests pay', async () => {
      const tenant = await buildTenant(t.deps.db, { guestPaymentsEnabled: false });
      const a = await account(tenant);
      expect(
        (await t.app.inject({ url: '/api/account/getmyaccount', headers: a.guestHeaders })).statusCode,
      ).toBe(200);
      const refused = [
        await post(a.guestHeaders, 'createcustomer'),
        await attach(t, a.guestHeaders, card(a.customer, '4242424242424242')),
        await pay(t, a.guestHeaders, { amount: 10, customer: a.customer, paymentMethodId: a.holderCard }),
      ];
      expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual(
        Array(3).fill([403, 'payment.holder-only']),
      );
      // The holder still pays.
      const paid = await pay(t, a.holderHeaders, {
        amount: 10,
        customer: a.customer,
        paymentMethodId: a.holderCard,
      });
      expect(paid.json().status).toBe('succeeded');
      const publicTenant = await t.app.inject({ url: '/api/tenant', headers: { host: tenant.hosts[0]! } });
      expect(publicTenant.json()).toMatchObject({ guestPaymentsEnabled: false });
    });
  });

  describe('an administrator impersonating the holder', () => {
    it('sees the account but makes no payment, card or auto-pay change; every write is recorded', async () => {
      const tenant = await buildTenant(t.deps.db);
      const a = await account(tenant);
      const admin = await buildUser(t.deps.db, tenant, { role: 'Administrator' });
      const adminHeaders = (await signIn(t, admin)).headers;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/authentication/impersonate/${a.holder.id}`,
        headers: adminHeaders,
      });
      const headers = { authorization: `Bearer ${res.json().tokenId}`, host: tenant.hosts[0]! };
      expect((await myAccount(t, headers)).balance).toBe(600);

      const refused = [
        await pay(t, headers, { amount: 10, customer: a.customer, paymentMethodId: a.holderCard }),
        await pay(t, headers, { amount: 10, customer: a.customer, paymentMethodId: a.holderCard }, 'imp-key'),
        await attach(t, headers, card(a.customer, '4242424242424242')),
        await post(headers, 'createcustomer'),
        await post(headers, 'setautopayment', { customerId: a.customer, paymentMethodId: a.holderCard }),
        await post(headers, 'cancelautopayment'),
      ];
      expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual(
        Array(6).fill([403, 'payment.impersonation-forbidden']),
      );
      expect(await providerCharges(a.customer)).toBe(0);
      expect(await autoPayCard(a.holder)).toBe(a.holderCard);

      const recorded = await t.deps.db
        .select()
        .from(impersonationWrites)
        .where(eq(impersonationWrites.userId, a.holder.id));
      expect(recorded).toHaveLength(6);
      expect(new Set(recorded.map((w) => w.impersonatorUserId))).toEqual(new Set([admin.id]));
      expect(recorded.map((w) => w.route)).toContain('/api/retail/registerretailpayment');
      expect(recorded.every((w) => w.method === 'POST' && w.tenantId === tenant.id)).toBe(true);
    });
  });
});
