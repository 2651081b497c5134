import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn } from '../../../test/sign-in.ts';
import { TestClock } from '../../../test/test-clock.ts';
import type { Tenant } from '../../db/schema/index.ts';
import { buildPlan, customerOf, pay, storedCard } from './billing.test-support.ts';
import { computeAccountSummary } from './compute-account-summary.ts';
import { loadAccountSnapshot } from './load-account-snapshot.ts';

// The figures' computation and the one query they are read with, counted (their real code runs).
vi.mock('./compute-account-summary.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./compute-account-summary.ts')>();
  return { ...real, computeAccountSummary: vi.fn(real.computeAccountSummary) };
});
vi.mock('./load-account-snapshot.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./load-account-snapshot.ts')>();
  return { ...real, loadAccountSnapshot: vi.fn(real.loadAccountSnapshot) };
});

const computed = vi.mocked(computeAccountSummary);
const loaded = vi.mocked(loadAccountSnapshot);

describe('one payment request computes the account figures as few times as it can', () => {
  let t: TestApp;
  let tenant: Tenant;
  beforeAll(async () => {
    t = await buildTestApp({ clock: new TestClock('2026-01-05') });
    tenant = await buildTenant(t.deps.db);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    computed.mockClear();
    loaded.mockClear();
  });

  /** A signed-in student with a plan of 12 x 50.00 and a stored card; the counts start after. */
  const payer = async (number = '4242424242424242') => {
    const user = await buildUser(t.deps.db, tenant);
    await buildPlan(t.deps.db, tenant, user);
    const { headers } = await signIn(t, user);
    const customer = await customerOf(t, headers);
    const card = await storedCard(t, headers, number);
    computed.mockClear();
    loaded.mockClear();
    return { headers, body: (amount: number) => ({ amount, customer, paymentMethodId: card }) };
  };

  it('a new payment: the balance is checked in the database, the figures computed once for the answer', async () => {
    const p = await payer();
    const res = await pay(t, p.headers, p.body(50), 'figures-new');
    expect(res.json()).toMatchObject({ status: 'succeeded', paymentInfo: { balance: 550 } });
    expect(computed).toHaveBeenCalledTimes(1);
    expect(loaded).toHaveBeenCalledTimes(1);
    // The answer is computed after the payment was posted.
    expect(computed.mock.results[0]?.value).toMatchObject({ balanceCents: 55_000 });
  });

  it('a retry with the same key: no balance check, once for the answer', async () => {
    const p = await payer();
    await pay(t, p.headers, p.body(50), 'figures-retry');
    computed.mockClear();
    loaded.mockClear();
    const again = await pay(t, p.headers, p.body(50), 'figures-retry');
    expect(again.json()).toMatchObject({ status: 'succeeded', paymentInfo: { balance: 550 } });
    expect(computed).toHaveBeenCalledTimes(1);
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('a declined card: once for the answer as well', async () => {
    const p = await payer('4000000000000341');
    const res = await pay(t, p.headers, p.body(50), 'figures-declined');
    expect(res.json()).toMatchObject({ status: 'card_declined', paymentInfo: { balance: 600 } });
    expect(computed).toHaveBeenCalledTimes(1);
  });
});
