import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type pg from 'pg';

import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import type { Tenant, User } from '../../../db/schema/index.ts';
import { buildPlan } from '../billing.test-support.ts';
import { accountSnapshot } from './load-account-snapshot.ts';

type PlanNode = {
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};

/**
 * An account's figures and a reservation read the account's few entries other than payments, and its
 * pending payments. After thousands of payments, and before the statistics know of them (the tables were
 * analysed when small), and with the plan PostgreSQL keeps for any account (generic), those reads must
 * not go through the account's payments (migrations 0029 and 0055).
 */
const OTHER_ACCOUNTS = 10_000;
const functionsDir = path.join(import.meta.dirname, '../../../db/functions');

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
    // The school's other accounts, each with its plan's installments and a late charge: the shape in which
    // an index of (tenant, account), its keys deduplicated, came to look cheaper than one of the entries
    // other than payments (the growth bench's school of 100,000 accounts).
    await t.deps.db.execute(sql`
      with others as (
        insert into accounts (id, tenant_id, name)
        select gen_random_uuid(), ${tenant.id}, 'Familia ' || n from generate_series(1, ${OTHER_ACCOUNTS}) n
        returning id
      )
      insert into ledger_entries (id, tenant_id, account_id, kind, amount_cents, due_date, installment_no, created_at)
      select gen_random_uuid(), ${tenant.id}, o.id,
        (case when k < 8 then 'installment' else 'late_charge' end)::ledger_kind,
        case when k < 8 then 12500 else 1500 end,
        (date_trunc('month', now()) + (k % 8) * interval '1 month')::date,
        case when k < 8 then k + 1 else 1 end, now()
      from (select id from others union all select ${student.accountId}::uuid) o
      cross join generate_series(0, 8) k`);
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

  /** The ledger rows a run of the statement read (returned or filtered out), by its plan as run. */
  const ledgerRowsRead = async (text: string, values: unknown[], generic: boolean) => {
    const client = await pool().connect();
    try {
      await client.query(`set plan_cache_mode = ${generic ? 'force_generic_plan' : 'force_custom_plan'}`);
      await client.query(`prepare figures(uuid, uuid) as ${text}`);
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        // EXPLAIN EXECUTE takes no bound parameters: the test's own ids, written in.
        `explain (analyze, format json) execute figures(${values.map((value) => `'${String(value)}'`).join(', ')})`,
      );
      const read = (node: PlanNode): number =>
        (node['Relation Name'] === 'ledger_entries'
          ? (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops']
          : 0) + (node.Plans ?? []).reduce((sum, child) => sum + read(child), 0);
      return read(rows[0]!['QUERY PLAN'][0].Plan);
    } finally {
      await client.query('deallocate all');
      await client.query('reset plan_cache_mode');
      client.release();
    }
  };

  it.each([false, true])(
    "reads the account's few other entries and none of its payments (generic plan: %s)",
    async (generic) => {
      // Its installments and late charge, and nothing else: 8,000 payments are read as their daily sum.
      const [entries] = await pool()
        .query<{ n: number }>(
          `select count(*)::int as n from ledger_entries where account_id = $1 and kind <> 'payment'`,
          [student.accountId],
        )
        .then((result) => result.rows);
      expect(entries!.n).toBe(9);
      // Those at most (a loop's rows are averaged, and PostgreSQL 15 rounds the average down).
      const figures = await ledgerRowsRead(accountSnapshot.text, [tenant.id, student.accountId], generic);
      expect(figures).toBeGreaterThan(0);
      expect(figures).toBeLessThanOrEqual(entries!.n);
      // The balance a reservation checks: the body of puente_account_balance_cents, run as a statement (a
      // function's own statements are not in the plan of the statement that calls it).
      const balance = /\$\$([\s\S]*)\$\$/
        .exec(readFileSync(path.join(functionsDir, 'puente_account_balance_cents.sql'), 'utf8'))![1]!
        .replaceAll('p_tenant', '$1::uuid')
        .replaceAll('p_account', '$2::uuid');
      const balanceRead = await ledgerRowsRead(balance, [tenant.id, student.accountId], generic);
      expect(balanceRead).toBeGreaterThan(0);
      expect(balanceRead).toBeLessThanOrEqual(entries!.n);
    },
  );

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
