import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { periodOf, rows } from './reports.repository.ts';

export type MoneyRow = {
  installmentsCents: number;
  lateChargesCents: number;
  paymentsCents: number;
  refundsCents: number;
  adjustmentsCents: number;
  installmentsPosted: number;
  lateChargesPosted: number;
  paymentsMade: number;
  paymentsDeclined: number;
  autopayCharged: number;
  autopayDeclined: number;
};
const moneySums = sql.raw(`
  coalesce(sum(installments_cents), 0)::float8 as "installmentsCents", coalesce(sum(late_charges_cents), 0)::float8 as "lateChargesCents",
  coalesce(sum(payments_cents), 0)::float8 as "paymentsCents", coalesce(sum(refunds_cents), 0)::float8 as "refundsCents",
  coalesce(sum(adjustments_cents), 0)::float8 as "adjustmentsCents", coalesce(sum(installments_posted), 0)::int as "installmentsPosted",
  coalesce(sum(late_charges_posted), 0)::int as "lateChargesPosted", coalesce(sum(payments_made), 0)::int as "paymentsMade",
  coalesce(sum(payments_declined), 0)::int as "paymentsDeclined", coalesce(sum(autopay_charged), 0)::int as "autopayCharged",
  coalesce(sum(autopay_declined), 0)::int as "autopayDeclined"`);
/** One account's days, or all the tenant's accounts' from their sums per day. */
const moneyTable = (accountId: string | null) =>
  accountId ? sql`account_days where account_id = ${accountId} and` : sql`tenant_money_days where`;

/** The accounts' money per period (one account, or all the tenant's). */
export function moneySeries(
  db: DbOrTx,
  tenantId: string,
  accountId: string | null,
  from: string,
  to: string,
  granularity: 'day' | 'month',
) {
  return rows<MoneyRow & { period: string }>(
    db,
    sql`select ${periodOf(granularity)}::text as period, ${moneySums} from ${moneyTable(accountId)}
    tenant_id = ${tenantId} and day between ${from} and ${to} group by 1 order by 1`,
  );
}

/** What was owed before a day: charges (installments, late charges, adjustments, refunds) less payments. */
export async function balanceBefore(db: DbOrTx, tenantId: string, accountId: string | null, day: string) {
  const [row] = await rows<{ cents: number }>(
    db,
    sql`select coalesce(sum(installments_cents + late_charges_cents + adjustments_cents + refunds_cents - payments_cents), 0)::float8 as cents
    from ${moneyTable(accountId)} tenant_id = ${tenantId} and day < ${day}`,
  );
  return Number(row?.cents ?? 0);
}

/** The accounts owing on a day (their oldest unpaid charge was due by then): a condition on account_standing s. */
const owing = (tenantId: string, accountId: string | null, today: string) =>
  sql`s.tenant_id = ${tenantId} and s.owed_cents > 0 and s.oldest_unpaid_on <= ${today}
    ${accountId ? sql`and s.account_id = ${accountId}` : sql``}`;

/**
 * The accounts owing on a day by the age of their oldest unpaid charge (0–30, 31–60, over 60 days):
 * payments pay the oldest charges first, and a charge is due on its due date (account_standing, kept
 * with the ledger).
 */
export function ageing(db: DbOrTx, tenantId: string, accountId: string | null, today: string) {
  return rows<{ bucket: '0-30' | '31-60' | '60+'; accounts: number; amountCents: number }>(
    db,
    sql`select case when ${today}::date - s.oldest_unpaid_on <= 30 then '0-30'
        when ${today}::date - s.oldest_unpaid_on <= 60 then '31-60' else '60+' end as bucket,
      count(*)::int as accounts, sum(s.owed_cents)::float8 as "amountCents"
    from account_standing s where ${owing(tenantId, accountId, today)} group by 1`,
  );
}

/** The accounts owing longest (at most `limit`), with their holder's name. */
export function overdueAccounts(
  db: DbOrTx,
  tenantId: string,
  accountId: string | null,
  today: string,
  limit: number,
) {
  return rows<{ accountId: string; holderName: string | null; amountCents: number; oldestUnpaidOn: string }>(
    db,
    sql`select s.account_id as "accountId", u.first_name || ' ' || u.last_name as "holderName",
      s.owed_cents::float8 as "amountCents", s.oldest_unpaid_on::text as "oldestUnpaidOn"
    from account_standing s
    join accounts a on a.id = s.account_id and a.tenant_id = ${tenantId}
    left join users u on u.id = a.master_user_id and u.tenant_id = ${tenantId}
    where ${owing(tenantId, accountId, today)}
    order by s.oldest_unpaid_on, s.account_id limit ${limit}`,
  );
}

export async function findAccountHolder(db: DbOrTx, tenantId: string, accountId: string) {
  const [row] = await rows<{ id: string; holderName: string | null }>(
    db,
    sql`select a.id, u.first_name || ' ' || u.last_name as "holderName" from accounts a
    left join users u on u.id = a.master_user_id and u.tenant_id = ${tenantId}
    where a.id = ${accountId} and a.tenant_id = ${tenantId}`,
  );
  return row ?? null;
}
