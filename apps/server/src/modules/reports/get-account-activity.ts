import { AGEING_BUCKETS, daysBetween, type TAccountActivityReport } from '@puente/shared';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { schoolDate } from '../../lib/school-date.ts';
import {
  ageing,
  balanceBefore,
  findAccountHolder,
  type MoneyRow,
  moneySeries,
  overdueAccounts,
} from './money.repository.ts';
import { readDb } from './read-db.ts';
import { granularityOf, periodsOf } from './report-periods.ts';

const ZERO: MoneyRow = {
  installmentsCents: 0,
  lateChargesCents: 0,
  paymentsCents: 0,
  refundsCents: 0,
  adjustmentsCents: 0,
  installmentsPosted: 0,
  lateChargesPosted: 0,
  paymentsMade: 0,
  paymentsDeclined: 0,
  autopayCharged: 0,
  autopayDeclined: 0,
};
const OVERDUE_LIST_LIMIT = 50;

const netOf = (row: MoneyRow) =>
  row.installmentsCents + row.lateChargesCents + row.adjustmentsCents + row.refundsCents - row.paymentsCents;
const asMoney = (row: MoneyRow): MoneyRow => {
  const out = { ...ZERO };
  for (const key of Object.keys(ZERO) as (keyof MoneyRow)[]) out[key] = Math.round(Number(row[key] ?? 0));
  return out;
};

/**
 * The money of one account, or of all the tenant's: installments posted, late charges, payments and their
 * outcomes per period, the balance after each period, and the accounts owing today by age (0–30, 31–60,
 * 60+ days since their oldest unpaid charge). Read from the accounts' daily roll-up only.
 */
export async function getAccountActivity(
  deps: Pick<AppDeps, 'db' | 'readDb' | 'clock'>,
  school: { id: string; timeZone: string },
  filter: { from: string; to: string; accountId: string | null },
): Promise<TAccountActivityReport> {
  const db = readDb(deps);
  const tenantId = school.id;
  const { from, to, accountId } = filter;
  const holder = accountId ? await findAccountHolder(db, tenantId, accountId) : null;
  if (accountId && !holder) throw new AppError('billing.account-not-found');
  const granularity = granularityOf(from, to);
  const rows = (await moneySeries(db, tenantId, accountId, from, to, granularity)).map((row) => ({
    ...asMoney(row),
    period: row.period,
  }));
  const opening = Math.round(await balanceBefore(db, tenantId, accountId, from));
  const byPeriod = new Map(rows.map((row) => [row.period, row]));
  let balance = opening;
  const series = periodsOf(from, to, granularity).map((period) => {
    const row = byPeriod.get(period) ?? ZERO;
    balance += netOf(row);
    return { period, ...asMoney(row), balanceCents: balance };
  });
  const totals = { ...ZERO };
  for (const row of rows) for (const key of Object.keys(ZERO) as (keyof MoneyRow)[]) totals[key] += row[key];
  const today = schoolDate(deps.clock.now(), school.timeZone);
  const buckets = new Map((await ageing(db, tenantId, accountId, today)).map((row) => [row.bucket, row]));
  const overdue = (await overdueAccounts(db, tenantId, accountId, today, OVERDUE_LIST_LIMIT)).map((row) => ({
    accountId: row.accountId,
    holderName: row.holderName ?? '',
    amountCents: Math.round(Number(row.amountCents)),
    oldestUnpaidOn: row.oldestUnpaidOn,
    daysOverdue: daysBetween(row.oldestUnpaidOn, today),
  }));
  return {
    from,
    to,
    granularity,
    account: holder ? { id: holder.id, holderName: holder.holderName ?? '' } : null,
    series,
    totals: { ...totals, openingBalanceCents: opening, closingBalanceCents: balance },
    ageing: AGEING_BUCKETS.map((bucket) => ({
      bucket,
      accounts: buckets.get(bucket)?.accounts ?? 0,
      amountCents: Math.round(Number(buckets.get(bucket)?.amountCents ?? 0)),
    })),
    overdue,
  };
}
