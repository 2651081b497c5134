import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import {
  type BillingPlan,
  billingPlans,
  type LedgerEntry,
  ledgerEntries,
  type PaymentCustomer,
  type PaymentMethodRow,
  paymentCustomers,
  paymentMethods,
  tenants,
  users,
} from '../../db/schema/index.ts';
import { preparedPerDatabase } from '../../lib/prepared-per-database.ts';
import type { LedgerFact } from './allocate-payments.ts';
import { isoDate } from './billing-dates.ts';

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

/** Installments and late charges count from their due date; the rest from the day they were posted. */
export const toLedgerFact = (entry: LedgerEntry): LedgerFact => ({
  kind: entry.kind,
  amountCents: entry.amountCents,
  installmentNo: entry.installmentNo,
  date:
    (entry.kind === 'installment' || entry.kind === 'late_charge') && entry.dueDate
      ? entry.dueDate
      : isoDate(entry.createdAt),
});

export async function findTenantBilling(db: DbOrTx, tenantId: string) {
  const [tenant] = await db
    .select({
      id: tenants.id,
      lateFeeCents: tenants.lateFeeCents,
      lateFeeGraceDays: tenants.lateFeeGraceDays,
      paymentEnabled: tenants.paymentEnabled,
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

/**
 * The account's provider customer and, when it is one of the account's stored cards, the card with
 * that provider id: what a payment is checked against, in one round trip.
 */
const payerCardQuery = preparedPerDatabase((db) =>
  db
    .select({
      providerCustomerId: paymentCustomers.providerCustomerId,
      cardCustomerId: paymentMethods.providerCustomerId,
      cardId: paymentMethods.providerPaymentMethodId,
      brand: paymentMethods.brand,
      last4: paymentMethods.last4,
      expMonth: paymentMethods.expMonth,
      expYear: paymentMethods.expYear,
      addedByUserId: paymentMethods.addedByUserId,
    })
    .from(paymentCustomers)
    .leftJoin(
      paymentMethods,
      and(
        eq(paymentMethods.tenantId, paymentCustomers.tenantId),
        eq(paymentMethods.accountId, paymentCustomers.accountId),
        eq(paymentMethods.providerPaymentMethodId, sql.placeholder('methodId')),
      ),
    )
    .where(
      and(
        eq(paymentCustomers.tenantId, sql.placeholder('tenantId')),
        eq(paymentCustomers.accountId, sql.placeholder('accountId')),
      ),
    )
    .limit(1)
    .prepare('find_payer_card'),
);

export type PayerCard = Pick<
  PaymentMethodRow,
  | 'providerCustomerId'
  | 'providerPaymentMethodId'
  | 'brand'
  | 'last4'
  | 'expMonth'
  | 'expYear'
  | 'addedByUserId'
>;

export async function findPayerCard(
  db: DbOrTx,
  tenantId: string,
  accountId: string,
  providerPaymentMethodId: string,
): Promise<{ providerCustomerId: string; card: PayerCard | null } | null> {
  const [row] = await payerCardQuery(db).execute({ tenantId, accountId, methodId: providerPaymentMethodId });
  if (!row) return null;
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
  return { providerCustomerId: row.providerCustomerId, card };
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
