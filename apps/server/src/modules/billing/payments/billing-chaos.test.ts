import { setTimeout as sleep } from 'node:timers/promises';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { ledgerEntries, payments, type User } from '../../../db/schema/index.ts';
import { buildPlan, customerOf, myAccount, pay, storedCard } from '../billing.test-support.ts';
import { clientPaymentKey } from './keyless-payment.ts';
import { providerKeyFor } from './make-payment.ts';

const PAYMENTS = 200;
const CONCURRENCY = 10;
/** Payments sent without a key: each its own amount (1.01, 1.02, …), sent by two clients at once. */
const KEYLESS = 30;
const keylessCents = (i: number) => 101 + i;
/**
 * Connections killed in all, one every few milliseconds from the start: enough to break payments at
 * every step many times over, and a bound, so the run ends on a slow machine too (at a fixed rate
 * without one, a machine slow enough saw most retries killed again and the run never finished).
 */
const KILLS = 150;

/* Kills the database connections of the server while it takes payments. */
describe('payments while database connections are killed at random', () => {
  let user: User;
  let headers: Record<string, string>;
  let customer: string;
  let paymentMethodId: string;
  const t = useTestApp();
  beforeAll(async () => {
    const tenant = await buildTenant(t.deps.db);
    user = await buildUser(t.deps.db, tenant);
    await buildPlan(t.deps.db, tenant, user, { totalCents: 10_000_000, installments: 10 });
    headers = (await signIn(t, user)).headers;
    customer = await customerOf(t, headers);
    paymentMethodId = await storedCard(t, headers, '4242424242424242');
  });

  /** Pays 1.00 with key `chaos-i`, retrying with the same key until it answers succeeded. */
  async function payUntilSucceeded(i: number): Promise<number> {
    for (let attempt = 1; attempt <= 2_000; attempt++) {
      const res = await pay(t, headers, { amount: 1, customer, paymentMethodId }, `chaos-${i}`).catch(
        () => null,
      );
      if (res?.statusCode === 200 && res.json().status === 'succeeded') return attempt;
      await sleep(2 + Math.random() * 10);
    }
    throw new Error(`payment ${i} never succeeded`);
  }

  /**
   * Pays `cents` without an Idempotency-Key, retrying (still without a key) until it answers succeeded:
   * the server takes the identical requests for one payment.
   */
  async function payKeylessUntilSucceeded(cents: number): Promise<number> {
    for (let attempt = 1; attempt <= 2_000; attempt++) {
      const res = await pay(t, headers, { amount: cents / 100, customer, paymentMethodId }).catch(() => null);
      if (res?.statusCode === 200 && res.json().status === 'succeeded') return attempt;
      await sleep(2 + Math.random() * 10);
    }
    throw new Error(`key-less payment of ${cents} cents never succeeded`);
  }

  it('charges every payment exactly once and keeps answering', { timeout: 300_000 }, async () => {
    const balanceBefore = (await myAccount(t, headers)).balance;
    const killer = new pg.Client({ connectionString: t.deps.database.pool.options.connectionString });
    killer.on('error', () => undefined);
    await killer.connect();
    let killing = true;
    let killed = 0;
    const chaos = (async () => {
      while (killing && killed < KILLS) {
        // One of the server's connections, picked at random, every few milliseconds.
        const { rows } = await killer.query<{ n: number }>(
          `select count(pg_terminate_backend(pid))::int as n from (
             select pid from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid() order by random() limit 1) victim`,
        );
        killed += rows[0]!.n;
        await sleep(3 + Math.random() * 12);
      }
    })();

    let next = 0;
    let nextKeyless = 0;
    const attempts: number[] = [];
    try {
      await Promise.all([
        ...Array.from({ length: CONCURRENCY }, async () => {
          while (next < PAYMENTS) attempts.push(await payUntilSucceeded(next++));
        }),
        (async () => {
          while (nextKeyless < KEYLESS) {
            const cents = keylessCents(nextKeyless++);
            // Two clients send the same payment at once, each retrying without a key.
            attempts.push(...(await Promise.all([1, 2].map(() => payKeylessUntilSucceeded(cents)))));
          }
        })(),
      ]);
    } finally {
      killing = false;
      await chaos;
      await killer.end();
    }
    expect(killed).toBeGreaterThan(0);
    // Some requests failed and were retried with their key.
    expect(attempts.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(PAYMENTS);

    // Reconcile with the provider's own record.
    const charges = await t.deps.paymentProvider.listCharges({ customer });
    const succeeded = charges.filter((c) => c.status === 'succeeded');
    const ours = await t.deps.db.select().from(payments).where(eq(payments.accountId, user.accountId!));
    expect(ours.filter((p) => p.status === 'succeeded')).toHaveLength(PAYMENTS + KEYLESS);
    expect(ours.filter((p) => p.status !== 'succeeded')).toEqual([]);
    expect(succeeded).toHaveLength(PAYMENTS + KEYLESS);
    // One payment per distinct key-less payment, whatever the retries.
    const keyless = ours.filter((p) => p.requestFingerprint !== null);
    expect(keyless.map((p) => p.amountCents).sort((a, b) => a - b)).toEqual(
      Array.from({ length: KEYLESS }, (_, i) => keylessCents(i)),
    );
    const keylessTotal = Array.from({ length: KEYLESS }, (_, i) => keylessCents(i)).reduce(
      (a, b) => a + b,
      0,
    );
    expect((await myAccount(t, headers)).balance).toBeCloseTo(
      balanceBefore - PAYMENTS - keylessTotal / 100,
      2,
    );
    const perKey = new Map<string, number>();
    for (const charge of charges)
      perKey.set(charge.idempotencyKey, (perKey.get(charge.idempotencyKey) ?? 0) + 1);
    for (let i = 0; i < PAYMENTS; i++)
      expect(perKey.get(providerKeyFor(user.accountId!, clientPaymentKey(`chaos-${i}`)))).toBe(1);
    const [posted] = await t.deps.db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, user.accountId!));
    expect(posted!.n).toBe(PAYMENTS + KEYLESS);
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
