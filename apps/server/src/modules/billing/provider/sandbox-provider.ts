import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte } from 'drizzle-orm';
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
  type SandboxPaymentProvider,
} from './payment-provider.ts';
import { chargeOfSecret, completeChallenge, intentEventType, intentObject } from './sandbox-challenges.ts';
import { type ChargeRow, newProviderId, toAttempt, toCharge, unixSeconds } from './sandbox-charge-records.ts';
import type { EmitSandboxEvent } from './sandbox-events.ts';
import { refundCharge, refundObject, toRefund } from './sandbox-refunds.ts';
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

type MethodRow = typeof sandboxPaymentMethods.$inferSelect;

/** What the sandbox needs to send its later events (decision 0137); without it, it sends none. */
type SandboxEvents = { emit: EmitSandboxEvent; delaySeconds: number };

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
