import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-test-app.ts';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { TestClock } from '../../../../test/test-clock.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import { buildPlan, customerOf, pay, storedCard } from '../billing.test-support.ts';

/**
 * The account snapshot queries (plan and whole ledger, what the figures are computed from) this test
 * app's pool sends, counted by their text (no module mocks: the suite shares modules between files).
 */
function countSnapshotReads(t: TestApp) {
  const pool = t.deps.database.pool;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const counter = { reads: 0 };
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    if (text.includes("'totalCents', p.total_cents")) counter.reads++;
    return query(...args);
  };
  return counter;
}

describe('one payment request computes the account figures as few times as it can', () => {
  let tenant: Tenant;
  let snapshots: { reads: number };
  const t = useTestApp({ clock: new TestClock('2026-01-05') });
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
    snapshots = countSnapshotReads(t);
  });
  beforeEach(() => {
    snapshots.reads = 0;
  });

  /** A signed-in student with a plan of 12 x 50.00 and a stored card; the counts start after. */
  const payer = async (number = '4242424242424242') => {
    const user = await buildUser(t.deps.db, tenant);
    await buildPlan(t.deps.db, tenant, user);
    const { headers } = await signIn(t, user);
    const customer = await customerOf(t, headers);
    const card = await storedCard(t, headers, number);
    snapshots.reads = 0;
    return { headers, body: (amount: number) => ({ amount, customer, paymentMethodId: card }) };
  };

  it('a new payment: the balance is checked in the database, the figures computed once for the answer', async () => {
    const p = await payer();
    const res = await pay(t, p.headers, p.body(50), 'figures-new');
    // The answer is computed after the payment was posted (550 left of 600), from one read.
    expect(res.json()).toMatchObject({ status: 'succeeded', paymentInfo: { balance: 550 } });
    expect(snapshots.reads).toBe(1);
  });

  it('a retry with the same key: no balance check, once for the answer', async () => {
    const p = await payer();
    await pay(t, p.headers, p.body(50), 'figures-retry');
    snapshots.reads = 0;
    const again = await pay(t, p.headers, p.body(50), 'figures-retry');
    expect(again.json()).toMatchObject({ status: 'succeeded', paymentInfo: { balance: 550 } });
    expect(snapshots.reads).toBe(1);
  });

  it('a declined card: once for the answer as well', async () => {
    const p = await payer('4000000000000341');
    const res = await pay(t, p.headers, p.body(50), 'figures-declined');
    expect(res.json()).toMatchObject({ status: 'card_declined', paymentInfo: { balance: 600 } });
    expect(snapshots.reads).toBe(1);
  });

  it('payments of one account answered together each answer figures that include their own payment', async () => {
    const p = await payer();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => pay(t, p.headers, p.body(10), `figures-together-${i}`)),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    // Every answer includes its own payment; the last answers show all six (600 - 60).
    const balances = results.map((r) => r.json().paymentInfo.balance as number);
    for (const balance of balances) expect(balance).toBeLessThanOrEqual(590);
    expect(Math.min(...balances)).toBe(540);
    // Whether reads were shared depends on timing here; lib/fresh-read.test.ts checks the sharing.
    expect(snapshots.reads).toBeGreaterThanOrEqual(1);
  });
});
