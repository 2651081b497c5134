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
      (select json_agg(json_build_array(
          e.kind, e.amount_cents, e.installment_no,
          case when e.kind in ('installment', 'late_charge') and e.due_date is not null
            then to_char(e.due_date, 'YYYY-MM-DD')
            else to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD') end)
          order by e.created_at, e.id)
        from ledger_entries e where e.tenant_id = ${tenantId} and e.account_id = ${accountId}) as ledger,
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
