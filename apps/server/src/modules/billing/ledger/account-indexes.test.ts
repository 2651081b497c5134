import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import type { Tenant, User } from '../../../db/schema/index.ts';
import { buildPlan } from '../billing.test-support.ts';
import { accountSnapshot } from './load-account-snapshot.ts';

/**
 * An account's figures and a reservation read the account's few entries other than payments, and its
 * pending payments. After thousands of payments, and before the statistics know of them (the tables were
 * analysed when small), those reads must still go through the indexes that hold just those rows, not
 * through one that holds every payment (migration 0029).
 */
describe('the indexes of an account with many payments', () => {
  let tenant: Tenant;
  let student: User;
  const pool = () => (t.deps.db as unknown as { $client: pg.Pool }).$client;
  const plan = async (text: string, values: unknown[]) =>
    (await pool().query<{ 'QUERY PLAN': string }>(`explain ${text}`, values)).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');

  const t = useTestApp();
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
    student = await buildUser(t.deps.db, tenant);
    await buildPlan(t.deps.db, tenant, student);
    await t.deps.db.execute(sql`analyze ledger_entries`);
    await t.deps.db.execute(sql`analyze payments`);
    await t.deps.db.execute(sql`
      with paid as (
        insert into payments (id, tenant_id, account_id, idempotency_key, provider_idempotency_key, customer_id,
          payment_method_id, amount_cents, status, source, created_at, updated_at)
        select gen_random_uuid(), ${tenant.id}, ${student.accountId}, 'many-' || n, 'provider-many-' || n, 'cus',
          'pm', 1, 'succeeded', 'retail', now(), now()
        from generate_series(1, 8000) as n
        returning id, tenant_id, account_id, amount_cents, created_at
      )
      insert into ledger_entries (id, tenant_id, account_id, kind, amount_cents, payment_id, reason, created_at)
      select gen_random_uuid(), tenant_id, account_id, 'payment', amount_cents, id, 'Pago con tarjeta', created_at
      from paid`);
  });

  it("reads the account's other entries through their own index", async () => {
    const text = await plan(accountSnapshot.text, [tenant.id, student.accountId]);
    expect(text).toContain('ledger_entries_account_others_idx');
    expect(text).not.toContain('ledger_entries_tenant_account_idx');
  });

  it("reads the account's latest auto-pay charge through the index of auto-pay charges", async () => {
    const text = await plan(accountSnapshot.text, [tenant.id, student.accountId]);
    expect(text).toContain('payments_account_autopay_idx');
  });

  it("sums the account's pending payments through their own index", async () => {
    // The reservation's sum (puente_reserve_payments, migration 0010).
    const text = await plan(
      `select sum(p.amount_cents) from payments p where p.account_id = $1 and p.status = 'pending'`,
      [student.accountId],
    );
    expect(text).toContain('payments_account_pending_idx');
  });
});
