import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { ledgerEntries, type Payment, paymentCustomers, payments } from '../../db/schema/index.ts';
import type { ProviderCharge } from './provider/payment-provider.ts';

export async function findPaymentByKey(
  db: DbOrTx,
  tenantId: string,
  accountId: string,
  idempotencyKey: string,
): Promise<Payment | null> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.tenantId, tenantId),
        eq(payments.accountId, accountId),
        eq(payments.idempotencyKey, idempotencyKey),
      ),
    );
  return payment ?? null;
}

async function findPaymentById(db: DbOrTx, id: string): Promise<Payment | null> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, id));
  return payment ?? null;
}

/** Locks the account's customer row: payment intents of one account are recorded one at a time. */
export async function lockCustomer(tx: DbOrTx, tenantId: string, accountId: string): Promise<void> {
  await tx
    .select({ id: paymentCustomers.id })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.tenantId, tenantId), eq(paymentCustomers.accountId, accountId)))
    .for('update');
}

/** Cents of the account's payments still waiting for the provider's answer. */
export async function pendingPaymentsCents(db: DbOrTx, tenantId: string, accountId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payments.amountCents}), 0)` })
    .from(payments)
    .where(
      and(eq(payments.tenantId, tenantId), eq(payments.accountId, accountId), eq(payments.status, 'pending')),
    );
  return Number(row?.total ?? 0);
}

/** Phase one: the intent with its key. Null when the key is already taken. */
export async function insertPendingPayment(
  db: DbOrTx,
  values: typeof payments.$inferInsert,
): Promise<Payment | null> {
  const [payment] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return payment ?? null;
}

/**
 * Phase two: the provider's answer, once. A succeeded payment posts its ledger entry in the same
 * transaction. Returns the payment and whether this call recorded it (false: another request did).
 */
export async function recordPaymentOutcome(
  db: DbOrTx,
  payment: Payment,
  charge: ProviderCharge,
  now: Date,
): Promise<{ payment: Payment; recorded: boolean }> {
  const [updated] = await db
    .update(payments)
    .set({
      status: charge.status,
      providerPaymentId: charge.id || null,
      providerErrorCode: charge.errorCode,
      providerErrorMessage: charge.errorMessage,
      updatedAt: now,
    })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
    .returning();
  if (!updated) return { payment: (await findPaymentById(db, payment.id))!, recorded: false };
  if (updated.status === 'succeeded') {
    await db
      .insert(ledgerEntries)
      .values({
        tenantId: updated.tenantId,
        accountId: updated.accountId,
        kind: 'payment',
        amountCents: updated.amountCents,
        paymentId: updated.id,
        reason: updated.source === 'autopay' ? 'Pago automático' : 'Pago con tarjeta',
        createdAt: now,
      })
      .onConflictDoNothing();
  }
  return { payment: updated, recorded: true };
}

/** Pending payments not touched since `before` (a request that died between the two phases). */
export async function listStalePendingPayments(db: DbOrTx, before: Date): Promise<Payment[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lt(payments.updatedAt, before)))
    .orderBy(asc(payments.createdAt))
    .limit(500);
}
