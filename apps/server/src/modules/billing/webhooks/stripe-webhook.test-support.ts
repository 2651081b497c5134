import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { v7 as uuidv7 } from 'uuid';
import type { TestApp } from '../../../../test/build-test-app.ts';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { type Payment, payments, stripeWebhookEvents } from '../../../db/schema/index.ts';
import { buildPlan, saveStripeCard } from '../billing.test-support.ts';
import { providerKeyFor } from '../payments/index.ts';
import type { startFakeStripe } from '../provider/fake-stripe.test-support.ts';

type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** The endpoint's signing secret in the tests' configuration. */
export const WEBHOOK_SECRET = 'whsec_puente_test_webhooks';

const nowSeconds = (t: TestApp) => Math.floor(t.deps.clock.now().getTime() / 1000);

/** A Stripe event as Stripe sends it, about `object`. */
export const stripeEvent = (t: TestApp, type: string, object: object, id = `evt_${randomUUID()}`) => ({
  id,
  object: 'event',
  api_version: '2025-10-29.clover',
  created: nowSeconds(t),
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
  data: { object },
});

/**
 * Delivers an event to the webhook as Stripe does: the JSON body signed with the SDK's own test header
 * (`stripe.webhooks.generateTestHeaderString`), by default with the endpoint's secret and now.
 */
export function deliver(
  t: TestApp,
  event: object,
  options: {
    secret?: string;
    timestamp?: number;
    signature?: string | null;
    body?: string;
    locale?: string;
  } = {},
) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? WEBHOOK_SECRET,
          timestamp: options.timestamp ?? nowSeconds(t),
        })
      : options.signature;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['stripe-signature'] = signature;
  if (options.locale) headers['accept-language'] = options.locale;
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers,
    payload: options.body ?? payload,
  });
}

/** A student of a new school paying by Stripe, with a stored card (made as Stripe.js makes it). */
export async function stripeStudent(t: TestApp, stripe: FakeStripe) {
  const tenant = await buildTenant(t.deps.db, { paymentEnabled: true });
  const student = await buildUser(t.deps.db, tenant);
  await buildPlan(t.deps.db, tenant, student);
  const { headers } = await signIn(t, student);
  const customer = (await t.app.inject({ url: '/api/retail/getstripecustomer', headers })).json()
    .id as string;
  const { attached, paymentMethodId: card } = await saveStripeCard(
    t,
    headers,
    stripe,
    customer,
    '4242424242424242',
  );
  if (attached.statusCode !== 200) throw new Error(`attach: ${attached.statusCode} ${attached.body}`);
  return { tenant, student, accountId: student.accountId!, headers, customer, card };
}

/**
 * A payment whose request reached Stripe and then died (the page closed before its answer): pending in
 * our tables, charged at Stripe with its key. Answers the payment and Stripe's PaymentIntent.
 */
export async function paymentLeftPending(
  t: TestApp,
  stripe: FakeStripe,
  payer: Awaited<ReturnType<typeof stripeStudent>>,
  amountCents = 2_500,
): Promise<{ payment: Payment; intent: Record<string, unknown> }> {
  const key = uuidv7();
  const [payment] = await t.deps.db
    .insert(payments)
    .values({
      tenantId: payer.tenant.id,
      accountId: payer.accountId,
      idempotencyKey: key,
      providerIdempotencyKey: providerKeyFor(payer.accountId, key),
      customerId: payer.customer,
      paymentMethodId: payer.card,
      amountCents,
    })
    .returning();
  const charge = await t.deps.paymentProvider.charge({
    customer: payer.customer,
    paymentMethod: payer.card,
    amountCents,
    idempotencyKey: payment!.providerIdempotencyKey,
  });
  return { payment: payment!, intent: { ...stripe.intents.get(charge.id)! } };
}

export async function inboxRow(t: TestApp, eventId: string) {
  const [row] = await t.deps.db
    .select()
    .from(stripeWebhookEvents)
    .where(eq(stripeWebhookEvents.eventId, eventId));
  return row ?? null;
}

export async function paymentRow(t: TestApp, id: string) {
  const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}
