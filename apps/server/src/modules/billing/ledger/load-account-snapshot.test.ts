import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { statementsDuring } from '../../../../test/statements-during.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { ledgerEntries, type Tenant } from '../../../db/schema/index.ts';
import { buildPlan } from '../billing.test-support.ts';
import { type AccountSnapshot, loadAccountSnapshot } from './load-account-snapshot.ts';

describe('account snapshots asked for at the same moment', () => {
  const t = useTestApp();
  let tenant: Tenant;
  let other: Tenant;
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db, { lateFeeGraceDays: 4 });
    other = await buildTenant(t.deps.db, { lateFeeGraceDays: 9 });
  });

  it('are read with one statement, each the same as read alone', async () => {
    const planned = await buildUser(t.deps.db, tenant);
    await buildPlan(t.deps.db, tenant, planned, { totalCents: 30_000, installments: 6 });
    const paying = await buildUser(t.deps.db, tenant);
    await buildPlan(t.deps.db, tenant, paying);
    for (const [kind, amountCents, day] of [
      ['payment', 5_000, '2026-01-12'],
      ['payment', 2_500, '2026-01-12'],
      ['refund', 1_000, '2026-02-03'],
      ['late_charge', 1_500, '2026-02-20'],
    ] as const) {
      await t.deps.db.insert(ledgerEntries).values({
        tenantId: tenant.id,
        accountId: paying.accountId!,
        kind,
        amountCents,
        dueDate: kind === 'late_charge' ? day : null,
        installmentNo: kind === 'late_charge' ? 2 : null,
        createdAt: new Date(`${day}T15:00:00Z`),
      });
    }
    const bare = await buildUser(t.deps.db, other);
    const asked: [string, string][] = [
      [tenant.id, planned.accountId!],
      [tenant.id, paying.accountId!],
      [other.id, bare.accountId!],
      // An account asked for by another school than its own: nothing of it.
      [other.id, paying.accountId!],
    ];
    const alone: AccountSnapshot[] = [];
    for (const [tenantId, accountId] of asked)
      alone.push(await loadAccountSnapshot(t.deps.db, tenantId, accountId));
    expect(alone[1]!.entries).toHaveLength(3);
    expect(alone[2]!.graceDays).toBe(9);
    expect(alone[3]).toMatchObject({ plan: null, entries: [], ledgerVersion: null });

    let together: AccountSnapshot[] = [];
    const statements = await statementsDuring(t, async () => {
      together = await Promise.all(
        asked.map(([tenantId, accountId]) => loadAccountSnapshot(t.deps.db, tenantId, accountId)),
      );
    });
    expect(statements).toEqual(['billing.account-snapshots']);
    expect(together).toEqual(alone);
  });

  it('fail alone: a malformed account id fails its own call, not the others’', async () => {
    const user = await buildUser(t.deps.db, tenant);
    await buildPlan(t.deps.db, tenant, user);
    const [good, bad] = await Promise.allSettled([
      loadAccountSnapshot(t.deps.db, tenant.id, user.accountId!),
      loadAccountSnapshot(t.deps.db, tenant.id, 'not-an-id'),
    ]);
    expect(good).toMatchObject({ status: 'fulfilled', value: { plan: { installments: 12 } } });
    expect(bad.status).toBe('rejected');
  });
});
