import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import { buildPlan, customerOf, storedCard } from '../billing.test-support.ts';
import { findPayerCard, findPayerCards } from '../ledger/index.ts';

/** The card a payment is checked against, looked up by many payments at the same moment. */
describe('findPayerCard', () => {
  const t = useTestApp();

  /** A holder with a plan, a provider customer and one stored card. */
  async function payer(tenant: Tenant, number: string) {
    const holder = await buildUser(t.deps.db, tenant);
    await buildPlan(t.deps.db, tenant, holder);
    const headers = (await signIn(t, holder)).headers;
    const customer = await customerOf(t, headers);
    const card = await storedCard(t, headers, number);
    return { tenantId: tenant.id, accountId: holder.accountId!, customer, card };
  }

  it('answers each of the lookups made at the same moment with its own account and card, in one statement', async () => {
    const tenant = await buildTenant(t.deps.db);
    const other = await buildTenant(t.deps.db);
    const a = await payer(tenant, '4242424242424242');
    const b = await payer(tenant, '5555555555554444');
    const c = await payer(other, '4000056655665556');
    const noCustomer = await buildUser(t.deps.db, tenant);

    const client = (t.deps.db as unknown as { $client: pg.Pool }).$client;
    const query = client.query.bind(client);
    let statements = 0;
    (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
      if ((config as { name?: string })?.name === findPayerCards.name) statements++;
      return (query as (...args: unknown[]) => unknown)(config, ...rest);
    };
    try {
      const [byA, byB, byC, aWithB, aInOther, none] = await Promise.all([
        findPayerCard(t.deps.db, a.tenantId, a.accountId, a.card),
        findPayerCard(t.deps.db, b.tenantId, b.accountId, b.card),
        findPayerCard(t.deps.db, c.tenantId, c.accountId, c.card),
        // Another account's card is not this account's.
        findPayerCard(t.deps.db, a.tenantId, a.accountId, b.card),
        // An account is found only in its own tenant.
        findPayerCard(t.deps.db, other.id, a.accountId, a.card),
        findPayerCard(t.deps.db, tenant.id, noCustomer.accountId!, a.card),
      ]);
      expect(statements).toBe(1);
      expect(byA).toEqual({
        providerCustomerId: a.customer,
        card: expect.objectContaining({
          providerCustomerId: a.customer,
          providerPaymentMethodId: a.card,
          last4: '4242',
        }),
      });
      expect(byB?.card).toEqual(
        expect.objectContaining({
          providerCustomerId: b.customer,
          providerPaymentMethodId: b.card,
          last4: '4444',
        }),
      );
      expect(byC?.card).toEqual(expect.objectContaining({ providerPaymentMethodId: c.card, last4: '5556' }));
      expect(aWithB).toEqual({ providerCustomerId: a.customer, card: null });
      expect(aInOther).toBeNull();
      expect(none).toBeNull();
    } finally {
      (client as { query: unknown }).query = query;
    }
  });

  it('answers the same inside a transaction, alone', async () => {
    const tenant = await buildTenant(t.deps.db);
    const a = await payer(tenant, '4242424242424242');
    const found = await t.deps.db.transaction((tx) => findPayerCard(tx, a.tenantId, a.accountId, a.card));
    expect(found?.card).toEqual(
      expect.objectContaining({
        providerCustomerId: a.customer,
        providerPaymentMethodId: a.card,
        expMonth: 12,
      }),
    );
  });
});
