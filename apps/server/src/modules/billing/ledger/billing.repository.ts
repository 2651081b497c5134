import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { type RawStatement, rawRows } from '../../../db/raw-query.ts';
import {
  type BillingPlan,
  billingPlans,
  type LedgerEntry,
  ledgerEntries,
  type PaymentCustomer,
  type PaymentMethodRow,
  paymentCustomers,
  paymentMethods,
  payments,
  tenants,
  users,
} from '../../../db/schema/index.ts';
import { batchedOnPool } from '../../../lib/batched-on-pool.ts';
import type { LedgerFact } from './allocate-payments.ts';
import { installmentOfAutoPayKey } from './auto-pay-key.ts';
import { schoolDate } from './billing-dates.ts';
import type { AutoPayAttempt } from './compute-account-summary.ts';

export async function findPlan(db: DbOrTx, tenantId: string, accountId: string): Promise<BillingPlan | null> {
  const [plan] = await db
    .select()
    .from(billingPlans)
    .where(and(eq(billingPlans.tenantId, tenantId), eq(billingPlans.accountId, accountId)));
  return plan ?? null;
}

export async function listLedger(db: DbOrTx, tenantId: string, accountId: string): Promise<LedgerEntry[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.tenantId, tenantId), eq(ledgerEntries.accountId, accountId)))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}

/**
 * The ledgers of several accounts of a school in one statement (the billing day reads its accounts a page
 * at a time): each account's entries in `listLedger`'s order; an account without entries has none.
 */
export async function listLedgersOf(
  db: DbOrTx,
  tenantId: string,
  accountIds: string[],
): Promise<Map<string, LedgerEntry[]>> {
  const ledgers = new Map<string, LedgerEntry[]>(accountIds.map((id) => [id, []]));
  if (accountIds.length === 0) return ledgers;
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.tenantId, tenantId), inArray(ledgerEntries.accountId, accountIds)))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  for (const row of rows) ledgers.get(row.accountId)?.push(row);
  return ledgers;
}

/** Which of these accounts of a school have an auto-pay card set on their customer. */
export async function autoPayAccountsOf(
  db: DbOrTx,
  tenantId: string,
  accountIds: string[],
): Promise<Set<string>> {
  if (accountIds.length === 0) return new Set();
  const rows = await db
    .select({ accountId: paymentCustomers.accountId })
    .from(paymentCustomers)
    .where(
      and(
        eq(paymentCustomers.tenantId, tenantId),
        inArray(paymentCustomers.accountId, accountIds),
        isNotNull(paymentCustomers.autoPayPaymentMethodId),
      ),
    );
  return new Set(rows.map((row) => row.accountId));
}

/**
 * Installments and late charges count from their due date; the rest from the day they were posted, a day
 * of the school's time zone (decision 0136).
 */
export const toLedgerFact = (entry: LedgerEntry, timeZone: string): LedgerFact => ({
  kind: entry.kind,
  amountCents: entry.amountCents,
  installmentNo: entry.installmentNo,
  date:
    (entry.kind === 'installment' || entry.kind === 'late_charge') && entry.dueDate
      ? entry.dueDate
      : schoolDate(entry.createdAt, timeZone),
});

/** The latest charge of the daily auto-pay run for the account, or null (as the account snapshot reads it). */
export async function findLatestAutoPayAttempt(
  db: DbOrTx,
  tenantId: string,
  accountId: string,
): Promise<AutoPayAttempt | null> {
  const [attempt] = await db
    .select({
      status: payments.status,
      errorCode: payments.providerErrorCode,
      paymentMethodId: payments.paymentMethodId,
      key: payments.idempotencyKey,
    })
    .from(payments)
    .where(
      and(eq(payments.accountId, accountId), eq(payments.tenantId, tenantId), eq(payments.source, 'autopay')),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (!attempt) return null;
  const { key, ...rest } = attempt;
  return { ...rest, installmentNo: installmentOfAutoPayKey(key) };
}

export async function findTenantBilling(db: DbOrTx, tenantId: string) {
  const [tenant] = await db
    .select({
      id: tenants.id,
      lateFeeCents: tenants.lateFeeCents,
      lateFeeGraceDays: tenants.lateFeeGraceDays,
      paymentEnabled: tenants.paymentEnabled,
      timeZone: tenants.timeZone,
      hosts: tenants.hosts,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return tenant ?? null;
}

export async function findCustomer(
  db: DbOrTx,
  tenantId: string,
  accountId: string,
): Promise<PaymentCustomer | null> {
  const [customer] = await db
    .select()
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.tenantId, tenantId), eq(paymentCustomers.accountId, accountId)));
  return customer ?? null;
}

/** Stores the account's customer; when another request stored one first, that one wins. */
export async function saveCustomer(
  db: DbOrTx,
  input: { tenantId: string; accountId: string; provider: string; providerCustomerId: string },
): Promise<PaymentCustomer> {
  await db.insert(paymentCustomers).values(input).onConflictDoNothing();
  return (await findCustomer(db, input.tenantId, input.accountId))!;
}

/**
 * Moves the account to a customer at another provider account (the tenant changed its provider): the
 * auto-pay card, which was the earlier customer's, stops. When another request moved it first, that wins.
 */
export async function replaceCustomer(
  db: DbOrTx,
  current: PaymentCustomer,
  input: { tenantId: string; accountId: string; provider: string; providerCustomerId: string },
): Promise<PaymentCustomer> {
  await db
    .update(paymentCustomers)
    .set({
      provider: input.provider,
      providerCustomerId: input.providerCustomerId,
      autoPayPaymentMethodId: null,
    })
    .where(
      and(
        eq(paymentCustomers.id, current.id),
        eq(paymentCustomers.provider, current.provider),
        eq(paymentCustomers.providerCustomerId, current.providerCustomerId),
      ),
    );
  return (await findCustomer(db, input.tenantId, input.accountId))!;
}

export async function setAutoPayMethod(
  db: DbOrTx,
  tenantId: string,
  accountId: string,
  paymentMethodId: string | null,
): Promise<void> {
  await db
    .update(paymentCustomers)
    .set({ autoPayPaymentMethodId: paymentMethodId })
    .where(and(eq(paymentCustomers.tenantId, tenantId), eq(paymentCustomers.accountId, accountId)));
}

export async function listPaymentMethods(
  db: DbOrTx,
  tenantId: string,
  accountId: string,
): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.tenantId, tenantId), eq(paymentMethods.accountId, accountId)))
    .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.id));
}

export async function findPaymentMethod(
  db: DbOrTx,
  tenantId: string,
  accountId: string,
  providerPaymentMethodId: string,
): Promise<PaymentMethodRow | null> {
  const [method] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.tenantId, tenantId),
        eq(paymentMethods.accountId, accountId),
        eq(paymentMethods.providerPaymentMethodId, providerPaymentMethodId),
      ),
    );
  return method ?? null;
}

type PayerCard = Pick<
  PaymentMethodRow,
  | 'providerCustomerId'
  | 'providerPaymentMethodId'
  | 'brand'
  | 'last4'
  | 'expMonth'
  | 'expYear'
  | 'addedByUserId'
>;

type PayerCardLookup = { tenantId: string; accountId: string; providerPaymentMethodId: string };
type PayerCardRow = {
  n: number;
  providerCustomerId: string;
  cardCustomerId: string | null;
  cardId: string | null;
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  addedByUserId: string | null;
};
type FoundPayer = { providerCustomerId: string; card: PayerCard | null } | null;

/**
 * For each lookup (n: its number from 1), the account's provider customer and, when it is one of the
 * account's stored cards, the card with that provider id. A lookup whose account has no customer has no
 * row; an account has one customer and a provider id one card, so no lookup has two.
 */
export const findPayerCards: RawStatement = {
  name: 'billing.find-payer-cards',
  text: `select i.n::int as n, c.provider_customer_id as "providerCustomerId",
  m.provider_customer_id as "cardCustomerId", m.provider_payment_method_id as "cardId", m.brand, m.last4,
  m.exp_month as "expMonth", m.exp_year as "expYear", m.added_by_user_id as "addedByUserId"
from unnest($1::uuid[], $2::uuid[], $3::text[]) with ordinality as i(tenant_id, account_id, method_id, n)
join payment_customers c on c.tenant_id = i.tenant_id and c.account_id = i.account_id
left join payment_methods m on m.tenant_id = c.tenant_id and m.account_id = c.account_id
  and m.provider_payment_method_id = i.method_id`,
};

async function findPayerCardsAtOnce(db: DbOrTx, lookups: PayerCardLookup[]): Promise<FoundPayer[]> {
  const rows = await rawRows<PayerCardRow>(db, findPayerCards, [
    lookups.map((lookup) => lookup.tenantId),
    lookups.map((lookup) => lookup.accountId),
    lookups.map((lookup) => lookup.providerPaymentMethodId),
  ]);
  const found: FoundPayer[] = lookups.map(() => null);
  for (const row of rows) {
    const card =
      row.cardId && row.cardCustomerId
        ? {
            providerCustomerId: row.cardCustomerId,
            providerPaymentMethodId: row.cardId,
            brand: row.brand!,
            last4: row.last4!,
            expMonth: row.expMonth!,
            expYear: row.expYear!,
            addedByUserId: row.addedByUserId,
          }
        : null;
    found[row.n - 1] = { providerCustomerId: row.providerCustomerId, card };
  }
  return found;
}

/**
 * On the app's pool, the payments that look up their card at the same moment share one statement (a
 * read, so two may run at once); each still reads after its request came. In a transaction, alone.
 */
const batchedPayerCards = batchedOnPool(findPayerCardsAtOnce, { maxSize: 64, maxInFlight: 2 });

/**
 * The account's provider customer and, when it is one of the account's stored cards, the card with
 * that provider id: what a payment is checked against, in one round trip.
 */
export async function findPayerCard(
  db: DbOrTx,
  tenantId: string,
  accountId: string,
  providerPaymentMethodId: string,
): Promise<FoundPayer> {
  return batchedPayerCards(db, { tenantId, accountId, providerPaymentMethodId });
}

/** Stores a card; one the provider already gave us (a repeated attach of the same id) is kept as it was. */
export async function insertPaymentMethod(
  db: DbOrTx,
  values: typeof paymentMethods.$inferInsert,
): Promise<void> {
  await db.insert(paymentMethods).values(values).onConflictDoNothing({
    target: paymentMethods.providerPaymentMethodId,
  });
}

/** Where the account's mail goes: its master user (the holder). */
/** Who receives an account's mail: its holder (the master user). */
export type AccountHolder = { email: string; firstName: string; locale: string };

export async function findAccountHolder(
  db: DbOrTx,
  tenantId: string,
  accountId: string,
): Promise<AccountHolder | null> {
  const [holder] = await db
    .select({ email: users.email, firstName: users.firstName, locale: users.preferredLocale })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.accountId, accountId),
        eq(users.isMaster, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return holder ?? null;
}
