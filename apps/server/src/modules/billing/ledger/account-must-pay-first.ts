import { mustPayFirst } from '@puente/shared';
import type { DbOrTx } from '../../../db/database.ts';
import { type RawStatement, rawRows } from '../../../db/raw-query.ts';
import { batchedOnPool } from '../../../lib/batched-on-pool.ts';
import { addDays, type IsoDate } from './billing-dates.ts';
import { loadAccountFigures } from './load-account-figures.ts';
import type { AccountKey } from './load-account-snapshot.ts';

/**
 * Each account's ledger version, the version of its stored standing and that standing, by position: $1 the
 * tenants, $2 the accounts (one pair per gate). An account of another school than its pair's has no row.
 * Each pair is one lookup by the account's key (a lateral with its limit of one row, which the planner keeps
 * as such instead of hashing the whole table when the school has few accounts).
 */
const gateStandings: RawStatement = {
  name: 'billing.gate-standings',
  text: `
    select k.n::int as n, a.ledger_version::text as ledger_version,
      a.standing_version::text as standing_version,
      to_char(a.pays_first_after, 'YYYY-MM-DD') as pays_first_after
    from unnest($1::uuid[], $2::uuid[]) with ordinality as k(tenant_id, account_id, n)
    cross join lateral (
      select l.ledger_version, l.standing_version, l.pays_first_after from accounts l
      where l.id = k.account_id and l.tenant_id = k.tenant_id limit 1
    ) a`,
};

/**
 * Stores a standing computed at ledger version $3, unless a newer one is stored already. A row another
 * transaction holds (a payment being written, which bumps the version anyway) is skipped, not waited for.
 */
export const storeGateStanding: RawStatement = {
  name: 'billing.store-gate-standing',
  text: `
    update accounts a set standing_version = $3::bigint, pays_first_after = $4::date
    where a.id in (
      select l.id from accounts l
      where l.id = $2::uuid and l.tenant_id = $1::uuid
        and (l.standing_version is null or l.standing_version < $3::bigint)
      for update skip locked)`,
};

type StandingRow = {
  n: number;
  ledger_version: string;
  standing_version: string | null;
  pays_first_after: IsoDate | null;
};

async function readStandingsAtOnce(db: DbOrTx, lookups: AccountKey[]): Promise<(StandingRow | null)[]> {
  const rows = await rawRows<StandingRow>(db, gateStandings, [
    lookups.map((lookup) => lookup.tenantId),
    lookups.map((lookup) => lookup.accountId),
  ]);
  const found: (StandingRow | null)[] = lookups.map(() => null);
  for (const row of rows) found[row.n - 1] = row;
  return found;
}

/**
 * On the app's pool, the gates of requests that arrive at the same moment read their standings with one
 * statement (a read by key each, so two may run at once): under load the gate costs one round trip per
 * batch, not per request. Each still reads after its request came. In a transaction, alone.
 */
const readStanding = batchedOnPool(readStandingsAtOnce, { maxSize: 64, maxInFlight: 2 });

/**
 * The last day an account is let in while it owes, or null when it is never shut out: with its ledger,
 * plan and grace days fixed, the add-payment step holds from the day after its earliest unpaid
 * installment's grace days end, as long as the balance is above the threshold (mustPayFirst).
 */
export function paysFirstAfter(
  figures: { balanceCents: number; nextPaymentDate: IsoDate | null },
  graceDays: number,
): IsoDate | null {
  if (figures.nextPaymentDate === null) return null;
  if (!mustPayFirst({ paymentEnabled: true, isActive: false, balanceCents: figures.balanceCents }))
    return null;
  return addDays(figures.nextPaymentDate, graceDays);
}

/** Whether a standing (paysFirstAfter) shuts the account out on `today`. */
export const shutOutOn = (after: IsoDate | null, today: IsoDate) => after !== null && today > after;

/**
 * Whether the account must pay before anything else on `today` (the school takes payments): the payment
 * gate of every signed-in request (decision 0171). The account's standing is stored on its row with the
 * ledger version it was computed from, so the gate reads one row by its key; after any change to the
 * figures' inputs (the versions differ) it computes the figures once and stores the new standing.
 */
export async function accountMustPayFirst(
  db: DbOrTx,
  tenantId: string,
  accountId: string,
  today: IsoDate,
): Promise<boolean> {
  const row = await readStanding(db, { tenantId, accountId });
  if (!row) return false;
  if (row.standing_version !== null && row.standing_version === row.ledger_version) {
    return shutOutOn(row.pays_first_after, today);
  }
  const { figures, graceDays, ledgerVersion } = await loadAccountFigures(db, tenantId, accountId, today);
  const after = paysFirstAfter(figures, graceDays);
  if (ledgerVersion !== null) {
    await rawRows(db, storeGateStanding, [tenantId, accountId, ledgerVersion, after]);
  }
  return shutOutOn(after, today);
}
