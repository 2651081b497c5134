import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import type { LedgerFact } from './allocate-payments.ts';
import type { IsoDate } from './billing-dates.ts';
import type { PlanTerms } from './billing-schedule.ts';

/** What an account's figures are computed from, plus its auto-pay card. */
export type AccountSnapshot = {
  plan: PlanTerms | null;
  entries: LedgerFact[];
  graceDays: number;
  payMethodId: string | null;
};

type SnapshotRow = {
  plan: PlanTerms | null;
  /** [kind, amount_cents, installment_no, date] in ledger order. */
  ledger: [LedgerFact['kind'], number, number | null, IsoDate][] | null;
  grace_days: number | null;
  pay_method_id: string | null;
};

/**
 * The plan, the ledger (as facts: installments and late charges dated by due date, the rest by the UTC
 * day they were posted, as toLedgerFact does), the tenant's grace days and the auto-pay card of an
 * account, in one round trip.
 *
 * Payments of one day that follow each other (nothing but charges between them in ledger order) come as
 * one fact with their sum, in the place of the first: the figures apply them in date order, charges of
 * the day first, so a run of payments adds to what is paid exactly as one payment of its sum would. An
 * account paid in many small amounts then costs no more to read and compute than one paid in a few.
 * account-figures-compaction.test.ts checks the figures are the same as from every entry.
 */
export async function loadAccountSnapshot(
  db: DbOrTx,
  tenantId: string,
  accountId: string,
): Promise<AccountSnapshot> {
  const result = await db.execute(sql`
    select
      (select json_build_object(
          'totalCents', p.total_cents, 'installments', p.installments, 'installmentCents', p.installment_cents,
          'dueDay', p.due_day, 'startMonth', to_char(p.start_month, 'YYYY-MM-DD'))
        from billing_plans p where p.tenant_id = ${tenantId} and p.account_id = ${accountId}) as plan,
      (select json_agg(json_build_array(g.kind, g.amount_cents, g.installment_no, g.day) order by g.first_at, g.first_id)
        from (
          select f.kind, sum(f.amount_cents)::integer as amount_cents, f.installment_no, f.day,
            min(f.created_at) as first_at, (array_agg(f.id order by f.created_at, f.id))[1] as first_id
          from (
            select e.*,
              case when e.kind = 'payment' and not e.debit then
                  row_number() over (partition by e.day, e.debit order by e.created_at, e.id)
                  - row_number() over (partition by e.day, e.debit, e.kind = 'payment' order by e.created_at, e.id)
                end as run
            from (
              select e.id, e.kind, e.amount_cents, e.installment_no, e.created_at,
                case when e.kind in ('installment', 'late_charge') and e.due_date is not null
                  then to_char(e.due_date, 'YYYY-MM-DD')
                  else to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD') end as day,
                (e.kind in ('installment', 'late_charge') or (e.kind = 'adjustment' and e.amount_cents > 0)) as debit
              from ledger_entries e where e.tenant_id = ${tenantId} and e.account_id = ${accountId}
            ) e
          ) f
          group by f.kind, f.installment_no, f.day, case when f.run is null then f.id::text else f.run::text end
        ) g) as ledger,
      (select t.late_fee_grace_days from tenants t where t.id = ${tenantId}) as grace_days,
      (select c.auto_pay_payment_method_id from payment_customers c
        where c.tenant_id = ${tenantId} and c.account_id = ${accountId}) as pay_method_id`);
  const row = (result.rows as SnapshotRow[])[0]!;
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
  };
}
