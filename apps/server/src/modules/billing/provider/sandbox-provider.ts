import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../../db/database.ts';
import { columnsOf, type RawStatement, rawRows } from '../../../db/raw-query.ts';
import {
  sandboxCharges,
  sandboxCustomers,
  sandboxPaymentMethods,
  sandboxRefunds,
} from '../../../db/schema/index.ts';
import { batchCalls } from '../../../lib/batch-calls.ts';
import type { Clock } from '../../../lib/clock.ts';
import {
  type CardInput,
  type ChargeAttempt,
  type ChargeRequest,
  ProviderCardError,
  type ProviderCharge,
  type ProviderRefund,
  type RefundRequest,
  type SandboxPaymentProvider,
} from './payment-provider.ts';
import type { EmitSandboxEvent } from './sandbox-events.ts';
import { createSandboxSetups } from './sandbox-setup-intents.ts';
import { DECLINE_MESSAGES, inspectTestCard } from './sandbox-test-cards.ts';

// New charges, one per row of the arrays; one whose id or key is taken is not inserted (not returned).
const insertCharges: RawStatement = {
  name: 'sandbox.insert-charges',
  text: `
    insert into sandbox_charges (id, idempotency_key, customer_id, payment_method_id, amount_cents, currency,
      status, failure_code, failure_message, client_secret, created_at)
    select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[],
      $8::text[], $9::text[], $10::text[], $11::timestamptz[])
    on conflict do nothing
    returning id`,
};

const newProviderId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

type ChargeRow = typeof sandboxCharges.$inferSelect;
type MethodRow = typeof sandboxPaymentMethods.$inferSelect;
const toCharge = (row: ChargeRow): ProviderCharge => ({
  id: row.id,
  idempotencyKey: row.idempotencyKey,
  customer: row.customerId,
  paymentMethod: row.paymentMethodId,
  amountCents: row.amountCents,
  status: row.status === 'succeeded' ? 'succeeded' : 'failed',
  errorCode: row.failureCode,
  errorMessage: row.failureMessage,
});

/** Stripe's timestamps: whole seconds since the epoch. */
const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** What the sandbox needs to send its later events (decision 0137); without it, it sends none. */
type SandboxEvents = { emit: EmitSandboxEvent; delaySeconds: number };

/** A charge as the provider answers it: waiting for the student's challenge, or its outcome. */
const toAttempt = (row: ChargeRow): ChargeAttempt =>
  row.status === 'requires_action' && row.clientSecret
    ? {
        id: row.id,
        idempotencyKey: row.idempotencyKey,
        customer: row.customerId,
        paymentMethod: row.paymentMethodId,
        amountCents: row.amountCents,
        status: 'requires_action',
        clientSecret: row.clientSecret,
      }
    : toCharge(row);

/** A charge's outcome once its challenge is passed or failed. */
type ChallengeOutcome = { status: 'succeeded' | 'failed'; code: string | null };

/** What a charge on this card does now: succeed, fail with a code, or ask for 3-D Secure. */
function chargeDecision(
  method: MethodRow,
  offSession: boolean,
  now: Date,
): 'challenge' | { code: string | null } {
  const expired = method.expYear * 12 + method.expMonth - 1 < now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expired) return { code: 'expired_card' };
  const asks =
    method.authentication === 'always' || (method.authentication === 'once' && !method.authenticatedAt);
  if (asks) return offSession ? { code: 'authentication_required' } : 'challenge';
  return { code: method.chargeDeclineCode };
}

/**
 * A provider with Stripe's test-card behaviour, keeping its own record in the sandbox_* tables (so it
 * survives restarts and is the reference to check double charges against). Idempotent by key. What a test
 * card makes happen later (a refund failing or settling, a dispute) is sent as Stripe's event, signed,
 * `events.delaySeconds` later.
 */
export function createSandboxProvider({
  db,
  clock,
  events,
}: {
  db: Database;
  clock: Clock;
  events?: SandboxEvents;
}): SandboxPaymentProvider {
  async function findCharge(idempotencyKey: string) {
    const [row] = await db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
    return row ? toAttempt(row) : null;
  }

  /**
   * A stored test card never changes once attached (its behaviour is kept from the number), so the
   * cards already seen are kept in memory: a charge is then one insert. Bounded: the oldest go first.
   */
  const knownMethods = new LRUCache<string, MethodRow>({ max: 10_000 });

  async function findMethod(id: string): Promise<MethodRow | null> {
    const known = knownMethods.get(id);
    if (known) return known;
    const [method] = await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, id));
    // A card that asks for 3-D Secure until authenticated changes when it is: read it each time (another
    // instance may have seen its challenge passed).
    if (method && method.authentication !== 'once') knownMethods.set(id, method);
    return method ?? null;
  }

  /**
   * Charges made at the same moment share one insert (one commit, a prepared statement); each gets its
   * row back, or null when its key was taken already.
   */
  const insertCharge = batchCalls(
    async (rows: ChargeRow[]): Promise<(ChargeRow | null)[]> => {
      const inserted = await rawRows<{ id: string }>(
        db,
        insertCharges,
        columnsOf(rows, [
          'id',
          'idempotencyKey',
          'customerId',
          'paymentMethodId',
          'amountCents',
          'currency',
          'status',
          'failureCode',
          'failureMessage',
          'clientSecret',
          'createdAt',
        ]),
      );
      const ids = new Set(inserted.map((row) => row.id));
      return rows.map((row) => (ids.has(row.id) ? row : null));
    },
    { maxSize: 100, maxInFlight: 1 },
  );

  /** A charge of a card disputed as fraudulent (4000 0000 0000 0259) is disputed a moment later. */
  async function disputeLater(charge: ChargeRow) {
    const method = await findMethod(charge.paymentMethodId);
    if (method?.testBehaviour !== 'disputed' || !events) return;
    const created = unixSeconds(clock.now()) + Math.ceil(events.delaySeconds);
    await events.emit({
      type: 'charge.dispute.created',
      afterSeconds: events.delaySeconds,
      object: {
        id: newProviderId('dp'),
        object: 'dispute',
        amount: charge.amountCents,
        currency: charge.currency,
        charge: charge.id,
        payment_intent: null,
        reason: 'fraudulent',
        status: 'needs_response',
        is_charge_refundable: false,
        created,
        evidence_details: { due_by: created + 7 * 24 * 3600, has_evidence: false, submission_count: 0 },
        metadata: {},
      },
    });
  }

  async function decide(request: ChargeRequest): Promise<'challenge' | { code: string | null }> {
    const method = await findMethod(request.paymentMethod);
    if (!method || method.customerId !== request.customer)
      throw new ProviderCardError('resource_missing', `No such PaymentMethod: '${request.paymentMethod}'`);
    return chargeDecision(method, request.offSession ?? false, clock.now());
  }

  const setups = createSandboxSetups({ db, clock });

  async function attachPaymentMethod(customer: string, card: CardInput) {
    const [owner] = await db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, customer));
    if (!owner) throw new ProviderCardError('resource_missing', `No such customer: '${customer}'`);
    const kept = inspectTestCard(card, clock.now());
    const id = newProviderId('pm');
    await db
      .insert(sandboxPaymentMethods)
      .values({ id, customerId: customer, ...kept, createdAt: clock.now() });
    return { id, brand: kept.brand, last4: kept.last4, expMonth: kept.expMonth, expYear: kept.expYear };
  }

  return {
    name: 'sandbox',
    publicKey: 'pk_test_sandbox',

    async createCustomer({ idempotencyKey, description }) {
      const [created] = await db
        .insert(sandboxCustomers)
        .values({ id: newProviderId('cus'), idempotencyKey, description, createdAt: clock.now() })
        .onConflictDoNothing()
        .returning({ id: sandboxCustomers.id });
      if (created) return created;
      const [existing] = await db
        .select({ id: sandboxCustomers.id })
        .from(sandboxCustomers)
        .where(eq(sandboxCustomers.idempotencyKey, idempotencyKey));
      return existing!;
    },

    attachPaymentMethod,

    async setupCard(customer, card) {
      const method = await attachPaymentMethod(customer, card);
      return setups.confirmSetup(customer, method.id);
    },

    findSetup: setups.findSetup,
    findSetupChallenge: setups.findSetupChallenge,
    completeSetupChallenge: setups.completeSetupChallenge,

    async charge(request) {
      // A repeated key conflicts on insert and answers the first charge (below).
      const decision = await decide(request);
      const challenge = decision === 'challenge';
      const code = challenge ? null : decision.code;
      const id = newProviderId('ch');
      const created = await insertCharge({
        id,
        idempotencyKey: request.idempotencyKey,
        customerId: request.customer,
        paymentMethodId: request.paymentMethod,
        amountCents: request.amountCents,
        currency: 'usd',
        status: challenge ? 'requires_action' : code ? 'failed' : 'succeeded',
        failureCode: code,
        failureMessage: code ? (DECLINE_MESSAGES[code] ?? null) : null,
        clientSecret: challenge ? `${id}_secret_${randomBytes(18).toString('base64url')}` : null,
        createdAt: clock.now(),
      });
      if (created) {
        if (created.status === 'succeeded') await disputeLater(created);
        return toAttempt(created);
      }
      // A concurrent request with the same key won: answer its charge.
      return sameRequest((await findCharge(request.idempotencyKey))!, request);
    },

    async completeChallenge(clientSecret, passed) {
      const answered = await completeChallenge(db, clock, clientSecret, passed);
      // As Stripe does, the outcome is also told by a signed event (it settles a payment whose page was
      // closed right after the challenge; a payment already settled is left as it is).
      // The answer itself settles the payment: an event that could not be queued loses nothing.
      if (answered?.now && events)
        await events
          .emit({ type: intentEventType(answered.charge), object: intentObject(answered.charge) })
          .catch(() => undefined);
      return answered?.charge ?? null;
    },

    async findChallenge(clientSecret) {
      const row = await chargeOfSecret(db, clientSecret);
      const attempt = row ? toAttempt(row) : null;
      return attempt?.status === 'requires_action' ? attempt : null;
    },

    async cancelCharge(id) {
      const [canceled] = await db
        .update(sandboxCharges)
        .set({ status: 'failed', failureCode: 'canceled', failureMessage: null })
        .where(and(eq(sandboxCharges.id, id), eq(sandboxCharges.status, 'requires_action')))
        .returning();
      if (canceled) return toCharge(canceled);
      const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id));
      return row && row.status !== 'requires_action' ? toCharge(row) : null;
    },

    findChargeByIdempotencyKey: ({ idempotencyKey }) => findCharge(idempotencyKey),

    async refund(request) {
      const { refund, later } = await refundCharge(db, clock, request, events?.delaySeconds ?? 0);
      if (later && events) {
        // Stripe sends both about a refund whose state changed.
        for (const type of ['charge.refund.updated', 'refund.updated'])
          await events.emit({ type, afterSeconds: events.delaySeconds, object: refundObject(later) });
      }
      return refund;
    },

    async findRefund(id) {
      const [row] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, id));
      return row ? toRefund(row, clock.now()) : null;
    },

    async listCharges(filter = {}) {
      const rows = await db
        .select()
        .from(sandboxCharges)
        .where(
          and(
            filter.customer ? eq(sandboxCharges.customerId, filter.customer) : undefined,
            filter.since ? gte(sandboxCharges.createdAt, filter.since) : undefined,
          ),
        )
        .orderBy(asc(sandboxCharges.createdAt), asc(sandboxCharges.id));
      // A charge still waiting for its challenge has taken nothing: not in the record yet.
      return rows.filter((row) => row.status !== 'requires_action').map(toCharge);
    },

    async listRefunds(filter = {}) {
      const rows = await db
        .select()
        .from(sandboxRefunds)
        .where(filter.since ? gte(sandboxRefunds.createdAt, filter.since) : undefined)
        .orderBy(asc(sandboxRefunds.createdAt), asc(sandboxRefunds.id));
      const now = clock.now();
      return rows.map((row) => toRefund(row, now));
    },
  };
}

/** Like Stripe: a key reused with other parameters is an error, not a second charge. */
function sameRequest(charge: ChargeAttempt, request: ChargeRequest): ChargeAttempt {
  const same =
    charge.amountCents === request.amountCents &&
    charge.customer === request.customer &&
    charge.paymentMethod === request.paymentMethod;
  if (!same) throw new Error('Keys for idempotent requests can only be used with the same parameters');
  return charge;
}

/** The charge a client secret names, when the secret is its own (compared in constant time). */
async function chargeOfSecret(db: Database, clientSecret: string): Promise<ChargeRow | null> {
  const id = clientSecret.split('_secret_')[0] ?? '';
  const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id));
  if (!row?.clientSecret) return null;
  const given = Buffer.from(clientSecret);
  const kept = Buffer.from(row.clientSecret);
  return given.length === kept.length && timingSafeEqual(given, kept) ? row : null;
}

/**
 * The student passed or failed (or closed) the 3-D Secure challenge of a charge waiting for it: a pass
 * takes the money (or meets the card's decline after authentication, 4000 0082 6000 3178) and marks a
 * card that asks once as authenticated; a fail or a close leaves it failed with Stripe's
 * `payment_intent_authentication_failure`. Answered once: a charge no longer waiting keeps its outcome.
 * Null when the secret names no charge.
 */
async function completeChallenge(
  db: Database,
  clock: Clock,
  clientSecret: string,
  passed: boolean,
): Promise<{ charge: ProviderCharge; now: boolean } | null> {
  const row = await chargeOfSecret(db, clientSecret);
  if (!row) return null;
  return db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, row.id))
      .for('update');
    if (charge?.status !== 'requires_action') return { charge: toCharge(charge ?? row), now: false };
    const [method] = await tx
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, charge.paymentMethodId));
    const outcome: ChallengeOutcome = !passed
      ? { status: 'failed', code: 'payment_intent_authentication_failure' }
      : (method?.declineAfterAuthentication ?? method?.chargeDeclineCode)
        ? { status: 'failed', code: method.declineAfterAuthentication ?? method.chargeDeclineCode }
        : { status: 'succeeded', code: null };
    if (passed && method)
      await tx
        .update(sandboxPaymentMethods)
        .set({ authenticatedAt: clock.now() })
        .where(eq(sandboxPaymentMethods.id, method.id));
    const [updated] = await tx
      .update(sandboxCharges)
      .set({
        status: outcome.status,
        failureCode: outcome.code,
        failureMessage: outcome.code ? (DECLINE_MESSAGES[outcome.code] ?? null) : null,
      })
      .where(eq(sandboxCharges.id, charge.id))
      .returning();
    return { charge: toCharge(updated!), now: true };
  });
}

const intentEventType = (charge: ProviderCharge) =>
  charge.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed';

/** A sandbox charge as Stripe's PaymentIntent object in an event (ids, amount, state; never card details). */
const intentObject = (charge: ProviderCharge) => ({
  id: charge.id,
  object: 'payment_intent',
  amount: charge.amountCents,
  currency: 'usd',
  customer: charge.customer,
  payment_method: charge.paymentMethod,
  metadata: { idempotency_key: charge.idempotencyKey },
  status: charge.status === 'succeeded' ? 'succeeded' : 'requires_payment_method',
  last_payment_error: charge.errorCode
    ? { type: 'card_error', code: charge.errorCode, message: charge.errorMessage }
    : null,
});

type RefundRow = typeof sandboxRefunds.$inferSelect;

/** A refund's state at `now`: its later state once its time has come. */
function stateOf(row: RefundRow, now: Date): { status: string; failureReason: string | null } {
  if (row.laterStatus && row.laterAt && row.laterAt.getTime() <= now.getTime())
    return { status: row.laterStatus, failureReason: row.laterFailureReason };
  return { status: row.status, failureReason: null };
}

const toRefund = (row: RefundRow, now: Date): ProviderRefund => {
  const { status, failureReason } = stateOf(row, now);
  const known = status === 'succeeded' || status === 'pending';
  return {
    id: row.id,
    charge: row.chargeId,
    amountCents: row.amountCents,
    status: known ? status : 'failed',
    errorCode: known ? null : (failureReason ?? status),
    errorMessage: null,
  };
};

/** A refund in its later state as Stripe's Refund object (the event's `data.object`). */
const refundObject = (row: RefundRow) => ({
  id: row.id,
  object: 'refund',
  amount: row.amountCents,
  currency: 'usd',
  charge: row.chargeId,
  payment_intent: null,
  status: row.laterStatus ?? row.status,
  failure_reason: row.laterFailureReason,
  created: unixSeconds(row.createdAt),
  metadata: {},
});

/** What a test card's refund does (decision 0137): its first state, and the one it moves to later. */
const REFUND_PATHS: Record<string, { first: string; later: string; failureReason: string | null }> = {
  'refund-fails-later': { first: 'succeeded', later: 'failed', failureReason: 'expired_or_canceled_card' },
  'refund-pending': { first: 'pending', later: 'succeeded', failureReason: null },
};

/**
 * Stripe's rules for a refund: only a succeeded charge, never more than is left of it. Under the
 * charge's row lock, so two refunds of one charge at once cannot both take what is left; a repeated key
 * answers the first refund (with other parameters it is an error, as Stripe's). A test card whose refunds
 * change later gets its refund with that later state and its time (`later`: to be sent as an event).
 */
async function refundCharge(
  db: Database,
  clock: Clock,
  request: RefundRequest,
  delaySeconds: number,
): Promise<{ refund: ProviderRefund; later: RefundRow | null }> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, request.charge))
      .for('update');
    const [earlier] = await tx
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.idempotencyKey, request.idempotencyKey));
    if (earlier) {
      if (earlier.chargeId !== request.charge || earlier.amountCents !== request.amountCents)
        throw new Error('Keys for idempotent requests can only be used with the same parameters');
      return { refund: toRefund(earlier, now), later: null };
    }
    const failed = (code: string, message: string): ProviderRefund => ({
      id: '',
      charge: request.charge,
      amountCents: request.amountCents,
      status: 'failed',
      errorCode: code,
      errorMessage: message,
    });
    if (!charge)
      return { refund: failed('resource_missing', `No such charge: '${request.charge}'`), later: null };
    if (charge.status !== 'succeeded')
      return {
        refund: failed('charge_not_refundable', 'This charge did not succeed and cannot be refunded'),
        later: null,
      };
    // What is taken of the charge: its refunds succeeded or pending now (a failed one gives it back).
    const current = sql`case when ${sandboxRefunds.laterAt} <= ${now} then ${sandboxRefunds.laterStatus} else ${sandboxRefunds.status} end`;
    const [refunded] = await tx
      .select({ cents: sql<number>`coalesce(sum(${sandboxRefunds.amountCents}), 0)`.mapWith(Number) })
      .from(sandboxRefunds)
      .where(and(eq(sandboxRefunds.chargeId, charge.id), sql`${current} in ('succeeded', 'pending')`));
    if ((refunded?.cents ?? 0) + request.amountCents > charge.amountCents)
      return {
        refund: failed(
          'amount_too_large',
          `Refund amount is greater than the unrefunded amount on charge '${charge.id}'`,
        ),
        later: null,
      };
    const [method] = await tx
      .select({ testBehaviour: sandboxPaymentMethods.testBehaviour })
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, charge.paymentMethodId));
    const path = REFUND_PATHS[method?.testBehaviour ?? ''];
    const [row] = await tx
      .insert(sandboxRefunds)
      .values({
        id: newProviderId('re'),
        idempotencyKey: request.idempotencyKey,
        chargeId: charge.id,
        amountCents: request.amountCents,
        status: path?.first ?? 'succeeded',
        laterStatus: path?.later ?? null,
        laterFailureReason: path?.failureReason ?? null,
        laterAt: path ? new Date(now.getTime() + delaySeconds * 1000) : null,
        createdAt: now,
      })
      .returning();
    return { refund: toRefund(row!, now), later: path ? row! : null };
  });
}
