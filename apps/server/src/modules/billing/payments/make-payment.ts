import { centsToAmount } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { Payment } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { assertPaymentAmount } from './assert-payment-amount.ts';
import { queueReservation } from './reserve-payments.ts';
import { type PaymentAnswer, settlePayment } from './settle-payment.ts';

export type PaymentIntent = {
  tenantId: string;
  accountId: string;
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  /** The stored key: a client's in the `client:` namespace, else the server's own (keyless-payment.ts). */
  idempotencyKey: string;
  /** A key-less payment's fingerprint: an identical one in flight or recent answers for it. */
  requestFingerprint?: string | null;
  source: 'retail' | 'autopay';
};

type Deps = Pick<AppDeps, 'db' | 'clock' | 'paymentProviders' | 'mailer' | 'dataCache'>;

/** The key the provider sees: namespaced by account, so one account's key never meets another's. */
export const providerKeyFor = (accountId: string, idempotencyKey: string) =>
  `puente-${accountId}-${idempotencyKey}`;

/**
 * Payments running in this app instance, by account and key: a double submit joins the first. Keyed by
 * the deps object (one per built app) in a WeakMap, so each app (tests build many) has its own map and
 * it goes away with the app; the database's unique key still guards across processes.
 */
const inFlight = new WeakMap<object, Map<string, Promise<PaymentAnswer>>>();

/**
 * Charges once per key (ARCHITECTURE "Security rules"): records the intent with its key, calls the
 * provider with the same key, records the outcome. A retry with the same key answers the first result;
 * a pending intent left by a failure is settled through the provider's own record.
 */
export async function makePayment(deps: Deps, intent: PaymentIntent): Promise<PaymentAnswer> {
  const flights = inFlight.get(deps) ?? new Map<string, Promise<PaymentAnswer>>();
  inFlight.set(deps, flights);
  const flightKey = `${intent.accountId}:${intent.idempotencyKey}`;
  const running = flights.get(flightKey);
  if (running) {
    const first = await running.catch(() => null);
    if (first) return sameIntent(first, intent);
  }
  const work = runPayment(deps, intent, flights);
  flights.set(flightKey, work);
  try {
    return await work;
  } finally {
    if (flights.get(flightKey) === work) flights.delete(flightKey);
  }
}

async function runPayment(
  deps: Deps,
  intent: PaymentIntent,
  flights: Map<string, Promise<PaymentAnswer>>,
): Promise<PaymentAnswer> {
  const { payment, created } = await reservePayment(deps, intent);
  if (payment.idempotencyKey === intent.idempotencyKey) sameIntent(payment, intent);
  else {
    // A key-less payment identical to one in flight or recent: the answer is that one's. Running in
    // this instance, it is joined; else it is settled as a retry of it (with its provider key).
    const first = flights.get(`${payment.accountId}:${payment.idempotencyKey}`);
    if (first) return first;
  }
  if (payment.status !== 'pending') return payment;
  return settlePayment(deps, payment, { askProviderFirst: !created });
}

/** Phase one: one call to the database, shared with the account's concurrent intents (reserve-payments.ts); an amount above what is left is refused. */
async function reservePayment(
  deps: Deps,
  intent: PaymentIntent,
): Promise<{ payment: Payment; created: boolean }> {
  const reservation = await queueReservation(deps, intent.tenantId, intent.accountId, {
    ...intent,
    requestFingerprint: intent.requestFingerprint ?? null,
    providerIdempotencyKey: providerKeyFor(intent.accountId, intent.idempotencyKey),
  });
  if (reservation.payment) return reservation;
  assertPaymentAmount(centsToAmount(intent.amountCents), centsToAmount(reservation.availableCents));
  // The database refused the amount, so the shared rule must refuse it too.
  throw new AppError('payment.incorrect-amount');
}

/** A key names one payment: reusing it for another amount or card is refused, never charged. */
function sameIntent<P extends Payment>(payment: P, intent: PaymentIntent): P {
  const same =
    payment.amountCents === intent.amountCents &&
    payment.customerId === intent.customerId &&
    payment.paymentMethodId === intent.paymentMethodId;
  if (!same) throw new AppError('payment.idempotency-key-reused');
  return payment;
}
