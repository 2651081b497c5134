import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { paymentCustomers, paymentMethods } from '../../../db/schema/index.ts';
import { buildPlan, customerOf, storedCard } from '../billing.test-support.ts';

/** POST /api/retail/removepaymentmethod: the profile's "remove card". */
describe('removing a stored card', () => {
  const t = useTestApp();

  const remove = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/retail/removepaymentmethod', headers, payload });

  it("forgets the card, stops auto-pay when it was the auto-pay card, and never touches a guest's", async () => {
    const tenant = await buildTenant(t.deps.db);
    const holder = await buildUser(t.deps.db, tenant);
    await buildPlan(t.deps.db, tenant, holder);
    const guest = await buildUser(t.deps.db, tenant, { accountId: holder.accountId, membership: 'Guest' });
    const holderHeaders = (await signIn(t, holder)).headers;
    const guestHeaders = (await signIn(t, guest)).headers;
    const customerId = await customerOf(t, holderHeaders);
    const first = await storedCard(t, holderHeaders, '4242424242424242');
    const second = await storedCard(t, holderHeaders, '378282246310005', '1234');
    const guestCard = await storedCard(t, guestHeaders, '4242424242424242');
    await t.app.inject({
      method: 'POST',
      url: '/api/retail/setautopayment',
      headers: holderHeaders,
      payload: { customerId, paymentMethodId: first },
    });

    const kept = await remove(holderHeaders, { customerId, paymentMethodId: second });
    expect(kept.json()).toEqual({ payMethodId: first });
    const stopped = await remove(holderHeaders, { customerId, paymentMethodId: first });
    expect(stopped.json()).toEqual({ payMethodId: null });
    const [row] = await t.deps.db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.accountId, holder.accountId!));
    expect(row!.autoPayPaymentMethodId).toBeNull();

    const notHers = await remove(holderHeaders, { customerId, paymentMethodId: guestCard });
    expect(notHers.statusCode).toBe(404);
    expect(notHers.json().code).toBe('payment.method-not-found');
    const again = await remove(holderHeaders, { customerId, paymentMethodId: first });
    expect(again.statusCode).toBe(404);
    const left = await t.deps.db
      .select({ id: paymentMethods.providerPaymentMethodId })
      .from(paymentMethods)
      .where(eq(paymentMethods.accountId, holder.accountId!));
    expect(left.map((c) => c.id)).toEqual([guestCard]);
    expect((await remove(guestHeaders, { customerId, paymentMethodId: guestCard })).statusCode).toBe(200);
  });
});
