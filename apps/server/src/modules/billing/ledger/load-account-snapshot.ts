import type { DbOrTx } from '../../../db/database.ts';
import type { RawStatement } from '../../../db/raw-query.ts';
import { readByKeys } from '../../../db/read-by-keys.ts';
import { batchedOnPool } from '../../../lib/batched-on-pool.ts';
import type { LedgerFact } from './allocate-payments.ts';
import type { IsoDate } from './billing-dates.ts';
import type { PlanTerms } from './billing-schedule.ts';
import type { AutoPayAttempt } from './compute-account-summary.ts';

/** What an account's figures are computed from, plus its auto-pay card. */
export type AccountSnapshot = {
  plan: PlanTerms | null;
  entries: LedgerFact[];
  graceDays: number;
  payMethodId: string | null;
  /** The latest charge of the daily auto-pay run, if any. */
  autoPayAttempt: AutoPayAttempt | null;
  /** The account's ledger version these figures were read at (decision 0171); null without the account. */
  ledgerVersion: number | null;
};

type SnapshotRow = {
  plan: PlanTerms | null;
  /** [kind, amount_cents, installment_no, date] in ledger order. */
  ledger: [LedgerFact['kind'], number, number | null, IsoDate][] | null;
  grace_days: number | null;
  pay_method_id: string | null;
  auto_pay: AutoPayAttempt | null;
  ledger_version: string | null;
};

/** The snapshot of one account, its tenant and account given as `tenant` and `account`. */
const snapshotOf = (tenant: string, account: string) =>
  `
    with school as (
      select coalesce((select t.time_zone from tenants t where t.id = $1::uuid), 'UTC') as zone
    ), others as (
      select e.id, e.kind, e.amount_cents, e.installment_no, e.created_at,
        case when e.kind in ('installment', 'late_charge') and e.due_date is not null
          then to_char(e.due_date, 'YYYY-MM-DD')
          else to_char(e.created_at at time zone s.zone, 'YYYY-MM-DD') end as day,
        (e.kind = 'refund' or (e.kind = 'adjustment' and e.amount_cents <= 0)) as credit
      from ledger_entries e cross join school s
      where e.account_id = $2::uuid and e.kind <> 'payment' and e.tenant_id = $1::uuid
    ), credit_days as (
      select distinct o.day from others o where o.credit
    ), facts as (
      select o.kind, o.amount_cents, o.installment_no, o.day, o.created_at as at, o.id from others o
      union all
      select 'payment', d.payments_cents, null, to_char(d.day, 'YYYY-MM-DD'), d.day::timestamp at time zone s.zone, null
      from account_days d cross join school s
      where d.tenant_id = $1::uuid and d.account_id = $2::uuid and d.payments_made > 0
        and to_char(d.day, 'YYYY-MM-DD') not in (select c.day from credit_days c)
      union all
      select 'payment', p.amount_cents, null, c.day, p.created_at, p.id
      from credit_days c cross join school s join ledger_entries p
        on p.account_id = $2::uuid and p.kind = 'payment' and p.tenant_id = $1::uuid
        and p.created_at >= c.day::timestamp at time zone s.zone
        and p.created_at < (c.day::date + 1)::timestamp at time zone s.zone
    )
    select
      (select json_build_object(
          'totalCents', p.total_cents, 'installments', p.installments, 'installmentCents', p.installment_cents,
          'dueDay', p.due_day, 'startMonth', to_char(p.start_month, 'YYYY-MM-DD'))
        from billing_plans p where p.tenant_id = $1::uuid and p.account_id = $2::uuid) as plan,
      (select json_agg(json_build_array(f.kind, f.amount_cents, f.installment_no, f.day) order by f.at, f.id)
        from facts f) as ledger,
      (select t.late_fee_grace_days from tenants t where t.id = $1::uuid) as grace_days,
      (select c.auto_pay_payment_method_id from payment_customers c
        where c.tenant_id = $1::uuid and c.account_id = $2::uuid) as pay_method_id,
      (select json_build_object('status', a.status, 'errorCode', a.provider_error_code,
          'paymentMethodId', a.payment_method_id,
          'installmentNo', substring(a.idempotency_key from '^autopay-installment-([0-9]+)$')::int)
        from payments a
        where a.account_id = $2::uuid and a.tenant_id = $1::uuid and a.source = 'autopay'
        order by a.created_at desc, a.id desc limit 1) as auto_pay,
      (select v.ledger_version from accounts v where v.id = $2::uuid and v.tenant_id = $1::uuid) as ledger_version`
    .replaceAll('$1::uuid', tenant)
    .replaceAll('$2::uuid', account);

/** loadAccountSnapshot's statement for one account: $1 the tenant, $2 the account. */
export const accountSnapshot: RawStatement = {
  name: 'billing.account-snapshot',
  text: snapshotOf('$1::uuid', '$2::uuid'),
};

/**
 * The same for many accounts at once: $1 a JSON array of `{ n, tenant_id, account_id }`, one row per
 * element, each read exactly as the one-account statement reads it. The accounts come as one JSON value,
 * not as arrays: with arrays PostgreSQL knows each batch's length when it binds and plans every batch
 * again (about 1.3 ms of planning for this statement); a JSON value's length it cannot see, so after five
 * runs a connection keeps one generic plan, as it does for the one-account statement.
 */
const accountSnapshots: RawStatement = {
  name: 'billing.account-snapshots',
  text: `
    select k.n, s.*
    from json_to_recordset($1::json) as k(n int, tenant_id uuid, account_id uuid)
    cross join lateral (${snapshotOf('k.tenant_id', 'k.account_id')}) s`,
};

/**
 * The plan, the ledger (as facts: installments and late charges dated by due date, the rest by the day of
 * the school's time zone they were posted on, as toLedgerFact does), the tenant's grace days, the auto-pay
 * card and the latest auto-pay charge of an account, in one round trip.
 *
 * The payments of a day come as one fact with their sum, read from the day's roll-up (account_days,
 * kept by the ledger's triggers) and not from the payments themselves: the figures apply the facts of a
 * day charges first, then credits in ledger order, so when the day has no other credit (a refund or a
 * negative adjustment) its payments add to what is paid exactly as one payment of their sum would. On a
 * day with another credit the order between them counts, and that day's payments come one by one in
 * ledger order. An account paid in many small amounts then costs no more to read and compute than one
 * paid in a few. account-figures-compaction.test.ts checks the figures are the same as from every entry.
 */
export async function loadAccountSnapshot(
  db: DbOrTx,
  tenantId: string,
  accountId: string,
): Promise<AccountSnapshot> {
  return snapshotOfRow(await readSnapshot(db, { tenantId, accountId }));
}

/** An account by its key within its school: what a batched read by account is asked for. */
export type AccountKey = { tenantId: string; accountId: string };

// Scalar subqueries only: always one row per account. One account alone keeps its own statement.
const readSnapshotsAtOnce = readByKeys<AccountKey, SnapshotRow>({
  one: accountSnapshot,
  many: accountSnapshots,
  params: (key) => [key.tenantId, key.accountId],
  element: (key) => ({ tenant_id: key.tenantId, account_id: key.accountId }),
});

/**
 * On the app's pool, the snapshots asked for at the same moment (accounts' pages, payment gates computing
 * a standing, a school's list of accounts) share one statement, a read, so two may run at once: under load
 * a round trip per batch, not per account. Each still reads after it was asked. In a transaction, alone.
 */
const readSnapshot = batchedOnPool(readSnapshotsAtOnce, { maxSize: 32, maxInFlight: 2 });

function snapshotOfRow(row: SnapshotRow): AccountSnapshot {
  return {
    plan: row.plan,
    entries: (row.ledger ?? []).map(([kind, amountCents, installmentNo, date]) => ({
      kind,
      amountCents,
      installmentNo,
      date,
    })),
    graceDays: row.grace_days ?? 0,
    payMethodId: row.pay_method_id,
    autoPayAttempt: row.auto_pay,
    ledgerVersion: row.ledger_version === null ? null : Number(row.ledger_version),
  };
}
