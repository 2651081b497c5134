import { RECONCILIATION_DAYS, type TReconciliation, type TReconciliationDifference } from '@puente/shared';
import { and, eq, gte, inArray, or } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { accounts, ledgerEntries, paymentCustomers, payments, refunds } from '../../../db/schema/index.ts';
import type { PaymentProvider, ProviderCharge, ProviderRefund } from '../provider/index.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'paymentProviders'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A payment still pending this long after it began is no longer one the settling job is about to finish
 * (it runs every minute): money the provider took for it is money without an entry.
 */
const PENDING_GRACE_MS = 60 * 60 * 1000;

/**
 * Compares the payment provider's record of the last RECONCILIATION_DAYS days with the school's ledger:
 * charges and refunds the provider has that no entry records, entries the provider has no money for, and
 * amounts that differ. The provider's listing reaches one day further back than the ledger's, so a
 * payment made at the window's edge is matched on both sides. Only the school's own customers count
 * (the sandbox and a shared Stripe account hold other schools' charges too).
 */
export async function reconcilePayments(deps: Deps, tenantId: string): Promise<TReconciliation> {
  const { db } = deps;
  const now = deps.clock.now();
  const from = new Date(now.getTime() - RECONCILIATION_DAYS * DAY_MS);
  const listedFrom = new Date(from.getTime() - DAY_MS);
  const { provider, account } = await deps.paymentProviders.forTenant(db, tenantId);

  const customers = await db
    .select({ customer: paymentCustomers.providerCustomerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.tenantId, tenantId), eq(paymentCustomers.provider, account)));
  const ours = new Set(customers.map((row) => row.customer));
  // The window's charges are the ones to account for; a day more of them matches the window's entries.
  const [windowCharges, listedCharges, listedRefunds] = await Promise.all([
    provider.listCharges({ since: from }),
    provider.listCharges({ since: listedFrom }),
    provider.listRefunds({ since: listedFrom }),
  ]);
  const taken = (list: ProviderCharge[]) =>
    list.filter((charge) => charge.status === 'succeeded' && ours.has(charge.customer));
  const charges = new Map<string, ProviderCharge>(taken(listedCharges).map((charge) => [charge.id, charge]));
  const differences: TReconciliationDifference[] = [];

  // The ledger's payments of the window, and those the provider's charges name (made before it too).
  const paymentColumns = {
    id: payments.id,
    accountId: payments.accountId,
    accountName: accounts.name,
    status: payments.status,
    createdAt: payments.createdAt,
    providerPaymentId: payments.providerPaymentId,
    providerIdempotencyKey: payments.providerIdempotencyKey,
    entryCents: ledgerEntries.amountCents,
  };
  const chargeIds = [...charges.keys()];
  const chargeKeys = [...charges.values()].map((charge) => charge.idempotencyKey);
  const paymentRows = await db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(accounts, eq(accounts.id, payments.accountId))
    .leftJoin(ledgerEntries, and(eq(ledgerEntries.paymentId, payments.id), eq(ledgerEntries.kind, 'payment')))
    .where(
      and(
        eq(payments.tenantId, tenantId),
        or(
          gte(payments.createdAt, from),
          chargeIds.length > 0 ? inArray(payments.providerPaymentId, chargeIds) : undefined,
          chargeKeys.length > 0 ? inArray(payments.providerIdempotencyKey, chargeKeys) : undefined,
        ),
      ),
    );
  // A payment is found by the charge's id, or by its key when the answer never came back (a crash).
  const byChargeId = new Map(
    paymentRows.flatMap((row) => (row.providerPaymentId ? [[row.providerPaymentId, row] as const] : [])),
  );
  const byKey = new Map(paymentRows.map((row) => [row.providerIdempotencyKey, row]));

  for (const charge of taken(windowCharges)) {
    const row = byChargeId.get(charge.id) ?? byKey.get(charge.idempotencyKey);
    if (row?.entryCents != null) {
      if (row.entryCents !== charge.amountCents)
        differences.push({
          kind: 'amount-mismatch',
          providerId: charge.id,
          accountId: row.accountId,
          accountName: row.accountName,
          ledgerCents: row.entryCents,
          providerCents: charge.amountCents,
        });
      continue;
    }
    // Being settled right now: the next minute's job writes its entry.
    if (row?.status === 'pending' && now.getTime() - row.createdAt.getTime() < PENDING_GRACE_MS) continue;
    differences.push({
      kind: 'charge-without-entry',
      providerId: charge.id,
      accountId: row?.accountId ?? null,
      accountName: row?.accountName ?? null,
      ledgerCents: null,
      providerCents: charge.amountCents,
    });
  }
  for (const row of paymentRows) {
    if (row.entryCents == null || row.createdAt < from) continue;
    const charge = row.providerPaymentId ? charges.get(row.providerPaymentId) : undefined;
    if (charge) continue;
    differences.push({
      kind: 'entry-without-charge',
      providerId: row.providerPaymentId,
      accountId: row.accountId,
      accountName: row.accountName,
      ledgerCents: row.entryCents,
      providerCents: null,
    });
  }

  differences.push(...(await compareRefunds(deps, provider, tenantId, from, listedRefunds)));
  return { from: from.toISOString(), to: now.toISOString(), differences };
}

/** The refunds' side: money given back with no refund recorded, and recorded refunds the provider lacks. */
async function compareRefunds(
  deps: Deps,
  provider: PaymentProvider,
  tenantId: string,
  from: Date,
  listed: ProviderRefund[],
): Promise<TReconciliationDifference[]> {
  const { db } = deps;
  const given = listed.filter((refund) => refund.status === 'succeeded');
  const differences: TReconciliationDifference[] = [];
  const refundColumns = {
    id: refunds.id,
    accountId: refunds.accountId,
    accountName: accounts.name,
    status: refunds.status,
    createdAt: refunds.createdAt,
    amountCents: refunds.amountCents,
    providerRefundId: refunds.providerRefundId,
  };
  const givenIds = given.map((refund) => refund.id);
  const recorded = await db
    .select(refundColumns)
    .from(refunds)
    .innerJoin(accounts, eq(accounts.id, refunds.accountId))
    .where(
      and(
        eq(refunds.tenantId, tenantId),
        or(
          gte(refunds.createdAt, from),
          givenIds.length > 0 ? inArray(refunds.providerRefundId, givenIds) : undefined,
        ),
      ),
    );
  const recordedById = new Map(recorded.map((row) => [row.providerRefundId, row]));
  // The provider's refunds of this school's payments: those whose charge is one of its payments.
  const chargeIds = [...new Set(given.map((refund) => refund.charge))];
  const ownCharges =
    chargeIds.length === 0
      ? []
      : await db
          .select({
            charge: payments.providerPaymentId,
            accountId: payments.accountId,
            accountName: accounts.name,
          })
          .from(payments)
          .innerJoin(accounts, eq(accounts.id, payments.accountId))
          .where(and(eq(payments.tenantId, tenantId), inArray(payments.providerPaymentId, chargeIds)));
  const chargeOwner = new Map(ownCharges.map((row) => [row.charge, row]));
  for (const refund of given) {
    const owner = chargeOwner.get(refund.charge);
    if (!owner) continue;
    const row = recordedById.get(refund.id);
    if (row?.status === 'succeeded') continue;
    differences.push({
      kind: 'refund-without-entry',
      providerId: refund.id,
      accountId: owner.accountId,
      accountName: owner.accountName,
      ledgerCents: null,
      providerCents: refund.amountCents,
    });
  }
  const givenById = new Map(given.map((refund) => [refund.id, refund]));
  for (const row of recorded) {
    if (row.status !== 'succeeded' || row.createdAt < from) continue;
    if (row.providerRefundId && givenById.has(row.providerRefundId)) continue;
    // Made before the listing reaches, or not there: the provider's own answer for it.
    const atProvider = row.providerRefundId ? await provider.findRefund(row.providerRefundId) : null;
    if (atProvider?.status === 'succeeded') continue;
    differences.push({
      kind: 'entry-without-refund',
      providerId: row.providerRefundId,
      accountId: row.accountId,
      accountName: row.accountName,
      ledgerCents: row.amountCents,
      providerCents: null,
    });
  }
  return differences;
}
