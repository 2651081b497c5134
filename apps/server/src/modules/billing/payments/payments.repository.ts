import { and, asc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { newId } from '../../../db/new-id.ts';
import { type RawStatement, rawRows } from '../../../db/raw-query.ts';
import { type Payment, payments } from '../../../db/schema/index.ts';
import { batchCalls } from '../../../lib/batch-calls.ts';
import { preparedPerDatabase } from '../../../lib/prepared-per-database.ts';
import type { AccountHolder } from '../ledger/index.ts';
import type { ProviderCharge } from '../provider/index.ts';
import { KEYLESS_PAYMENT_WINDOW_MS } from './keyless-payment.ts';

async function findPaymentById(db: DbOrTx, id: string): Promise<Payment | null> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, id));
  return payment ?? null;
}

/**
 * The payment whose provider key is `key` (the key the provider keeps in the charge's metadata), whatever
 * its tenant: the one lookup that learns the tenant, from a provider's event. Unique (payments_provider_key).
 */
export async function findPaymentByProviderKey(db: DbOrTx, key: string): Promise<Payment | null> {
  const [payment] = await db.select().from(payments).where(eq(payments.providerIdempotencyKey, key));
  return payment ?? null;
}

/** A pending intent written directly (tests: a request that died between the two phases). */
export async function insertPendingPayment(
  db: DbOrTx,
  values: typeof payments.$inferInsert,
): Promise<Payment | null> {
  const [payment] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return payment ?? null;
}

type PaymentRow = {
  id: string;
  tenant_id: string;
  account_id: string;
  idempotency_key: string;
  provider_idempotency_key: string;
  customer_id: string;
  payment_method_id: string;
  amount_cents: number;
  status: Payment['status'];
  source: string;
  request_fingerprint: string | null;
  provider_payment_id: string | null;
  provider_error_code: string | null;
  provider_error_message: string | null;
  created_at: string | Date;
  updated_at: string | Date;
};

const fromPaymentRow = (row: PaymentRow): Payment => ({
  id: row.id,
  tenantId: row.tenant_id,
  accountId: row.account_id,
  idempotencyKey: row.idempotency_key,
  providerIdempotencyKey: row.provider_idempotency_key,
  customerId: row.customer_id,
  paymentMethodId: row.payment_method_id,
  amountCents: row.amount_cents,
  status: row.status,
  source: row.source,
  requestFingerprint: row.request_fingerprint,
  providerPaymentId: row.provider_payment_id,
  providerErrorCode: row.provider_error_code,
  providerErrorMessage: row.provider_error_message,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

export type Reservation =
  | { payment: Payment; created: boolean }
  | { payment: null; created: false; availableCents: number };

export type ReservationRequest = Pick<
  Payment,
  | 'idempotencyKey'
  | 'providerIdempotencyKey'
  | 'customerId'
  | 'paymentMethodId'
  | 'amountCents'
  | 'source'
  | 'requestFingerprint'
>;

type ReservationRow = { created: boolean; payment?: PaymentRow; availableCents?: number | string };

/**
 * The reservation call (puente_reserve_payments): a named prepared statement on the app's pool, parsed
 * once per connection.
 */
const reservePayments: RawStatement = {
  name: 'billing.reserve-payments',
  text: 'select puente_reserve_payments($1, $2, $3, $4) as reservations',
};

/**
 * Phase one, in one call (puente_reserve_payments, migrations 0005 and 0008) for a batch of one account's
 * intents: with the account's customer row locked inside the database only, each intent gets the payment
 * already recorded with its key (a key-less intent: with its fingerprint, pending or changed within
 * KEYLESS_PAYMENT_WINDOW_MS), or a refusal when its amount is above the balance less the pending payments, or
 * its new pending payment. Answers in the order asked.
 */
export async function reservePaymentIntents(
  db: DbOrTx,
  tenantId: string,
  accountId: string,
  intents: ReservationRequest[],
  now: Date,
): Promise<Reservation[]> {
  const batch = intents.map((intent) => ({
    id: newId(),
    key: intent.idempotencyKey,
    providerKey: intent.providerIdempotencyKey,
    customer: intent.customerId,
    method: intent.paymentMethodId,
    amountCents: intent.amountCents,
    source: intent.source,
    fingerprint: intent.requestFingerprint,
    since: intent.requestFingerprint
      ? new Date(now.getTime() - KEYLESS_PAYMENT_WINDOW_MS).toISOString()
      : null,
  }));
  const [reserved] = await rawRows<{ reservations: ReservationRow[] }>(db, reservePayments, [
    tenantId,
    accountId,
    now.toISOString(),
    JSON.stringify(batch),
  ]);
  return reserved!.reservations.map((row) =>
    row.payment
      ? { payment: fromPaymentRow(row.payment), created: row.created }
      : { payment: null, created: false, availableCents: Number(row.availableCents) },
  );
}

export type PaymentOutcome = { payment: Payment; recorded: boolean; holder: AccountHolder | null };

/**
 * recordPaymentOutcomes' statement, named: PostgreSQL parses and plans its four parts once per
 * connection, not for every batch (parsing and planning them was about twice the cost of running a
 * batch of one).
 */
const recordOutcomes: RawStatement = {
  name: 'billing.record-payment-outcomes',
  text: `with input as (
  select * from json_to_recordset($1::json) as i(
    id uuid, status payment_status, provider_payment_id text, error_code text, error_message text,
    at timestamptz, ledger_id uuid)
), updated as (
  update payments p set status = i.status, provider_payment_id = i.provider_payment_id,
    provider_error_code = i.error_code, provider_error_message = i.error_message, updated_at = i.at
  from input i
  where p.id = i.id and p.status = 'pending'
  returning p.*, i.ledger_id
), posted as (
  insert into ledger_entries (id, tenant_id, account_id, kind, amount_cents, payment_id, reason, created_at)
  select u.ledger_id, u.tenant_id, u.account_id, 'payment', u.amount_cents, u.id,
    case when u.source = 'autopay' then 'Pago automático' else 'Pago con tarjeta' end, u.updated_at
  from updated u where u.status = 'succeeded'
  on conflict do nothing
)
select u.*, case when u.status = 'succeeded' then (
    select json_build_object('email', h.email, 'firstName', h.first_name, 'locale', h.preferred_locale)
    from users h
    where h.tenant_id = u.tenant_id and h.account_id = u.account_id and h.is_master and h.deleted_at is null
    limit 1) end as holder
from updated u`,
};

type OutcomeItem = { payment: Payment; charge: ProviderCharge; now: Date };

/**
 * Phase two for many payments in one statement (one commit): each payment still pending gets the
 * provider's answer, and a succeeded one its ledger entry, in that statement (so a reservation's balance
 * check sees a payment either pending or posted). Answers, in order, each payment and whether this call
 * recorded it (false: another request did), and with a succeeded payment the account holder a receipt
 * goes to (read in the same statement).
 */
async function recordPaymentOutcomes(db: DbOrTx, items: OutcomeItem[]): Promise<PaymentOutcome[]> {
  const input = items.map(({ payment, charge, now }) => ({
    id: payment.id,
    status: charge.status,
    provider_payment_id: charge.id || null,
    error_code: charge.errorCode,
    error_message: charge.errorMessage,
    at: now.toISOString(),
    ledger_id: newId(),
  }));
  const rows = await rawRows<PaymentRow & { holder: AccountHolder | null }>(db, recordOutcomes, [
    JSON.stringify(input),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return Promise.all(
    items.map(async ({ payment }) => {
      const updated = byId.get(payment.id);
      if (!updated)
        return { payment: (await findPaymentById(db, payment.id))!, recorded: false, holder: null };
      return { payment: fromPaymentRow(updated), recorded: true, holder: updated.holder };
    }),
  );
}

/**
 * Outcomes recorded at the same moment share one statement and one commit (batchCalls: at most one
 * statement in flight per database; those that arrive meanwhile go together into the next).
 */
const outcomeBatches = preparedPerDatabase((db) =>
  batchCalls((items: OutcomeItem[]) => recordPaymentOutcomes(db, items), { maxSize: 100, maxInFlight: 1 }),
);

/** Phase two: the provider's answer, once (see recordPaymentOutcomes). */
export function recordPaymentOutcome(
  db: DbOrTx,
  payment: Payment,
  charge: ProviderCharge,
  now: Date,
): Promise<PaymentOutcome> {
  return outcomeBatches(db)({ payment, charge, now });
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
