import type { TAdminAccountDetail } from '@puente/shared';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInNewUser } from '../../../../test/sign-in.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { refunds } from '../../../db/schema/index.ts';
import { registerJobs } from '../../../jobs/register-jobs.ts';
import { pay } from '../billing.test-support.ts';
import { startFakeStripe } from '../provider/fake-stripe.test-support.ts';
import {
  deliver,
  inboxRow,
  stripeEvent,
  stripeStudent,
  WEBHOOK_SECRET,
} from './stripe-webhook.test-support.ts';

type Headers = Record<string, string>;

describe("Stripe's refund events settle pending refunds", () => {
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(() => stripe.close());
  afterEach(() => stripe.answerRefundsPending(false));
  const t = useTestApp(() => ({
    config: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_refund_events',
      STRIPE_PUBLIC_KEY: 'pk_test_refund_events',
      STRIPE_API_HOST: stripe.apiHost,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  }));
  beforeAll(() => {
    registerJobs(t.deps, { info: () => undefined, error: () => undefined });
  });

  const detail = async (headers: Headers, accountId: string) =>
    (await t.app.inject({ url: `/api/admin/accounts/${accountId}`, headers })).json() as TAdminAccountDetail;
  const refundCalls = () =>
    stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds').length;

  /** A student who paid 40.00 by Stripe, and a refund of `amountCents` Stripe answered pending. */
  async function pendingRefund(amountCents: number) {
    const payer = await stripeStudent(t, stripe);
    const admin = await signInNewUser(t, payer.tenant, { role: 'Administrator' });
    const paid = await pay(
      t,
      payer.headers,
      { amount: 40, customer: payer.customer, paymentMethodId: payer.card },
      uuidv7(),
    );
    expect(paid.json().status).toBe('succeeded');
    const before = await detail(admin, payer.accountId);
    stripe.answerRefundsPending(true);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${payer.accountId}/refunds`,
      headers: admin,
      payload: { paymentId: before.payments[0]!.id, amountCents, reason: 'Baja', idempotencyKey: uuidv7() },
    });
    expect(asked.statusCode).toBe(201);
    const [refund] = await t.deps.db.select().from(refunds).where(eq(refunds.accountId, payer.accountId));
    expect(refund).toMatchObject({ status: 'pending' });
    return { admin, accountId: payer.accountId, before, refund: refund! };
  }

  it('a refund.updated to failed gives the amount back and leaves the balance as before the refund', async () => {
    const s = await pendingRefund(4_000);
    expect((await detail(s.admin, s.accountId)).payments[0]).toMatchObject({
      pendingRefundCents: 4_000,
      refundableCents: 0,
    });
    const calls = refundCalls();
    stripe.finishRefund(s.refund.providerRefundId!, 'failed');
    const event = stripeEvent(t, 'refund.updated', { ...stripe.refunds.get(s.refund.providerRefundId!)! });
    expect((await deliver(t, event)).statusCode).toBe(200);

    const after = await detail(s.admin, s.accountId);
    expect(after.payments[0]).toMatchObject({
      refundedCents: 0,
      pendingRefundCents: 0,
      refundableCents: 4_000,
    });
    expect(after.figures.balanceCents).toBe(s.before.figures.balanceCents);
    expect(after.ledger.filter((line) => line.kind === 'refund')).toEqual([]);
    const [row] = await t.deps.db.select().from(refunds).where(eq(refunds.id, s.refund.id));
    expect(row).toMatchObject({ status: 'failed', providerErrorCode: 'expired_or_canceled_card' });
    expect(await inboxRow(t, event.id)).toMatchObject({ status: 'processed', tenantId: s.refund.tenantId });
    expect(refundCalls()).toBe(calls);
  });

  it('a refund.updated to succeeded posts the refund once, whatever comes after it', async () => {
    const s = await pendingRefund(1_500);
    stripe.finishRefund(s.refund.providerRefundId!, 'succeeded');
    const succeeded = { ...stripe.refunds.get(s.refund.providerRefundId!)! };
    const event = stripeEvent(t, 'refund.updated', succeeded);
    for (let i = 0; i < 3; i++) expect((await deliver(t, event)).statusCode).toBe(200);
    // An older event (still pending) and a charge.refunded arriving late change nothing more.
    await deliver(t, stripeEvent(t, 'refund.updated', { ...succeeded, status: 'pending' }));
    const charge = {
      id: 'ch_fake',
      object: 'charge',
      payment_intent: succeeded.payment_intent,
      refunds: null,
    };
    await deliver(t, stripeEvent(t, 'charge.refunded', charge));

    const after = await detail(s.admin, s.accountId);
    expect(after.ledger.filter((line) => line.kind === 'refund').map((line) => line.amountCents)).toEqual([
      1_500,
    ]);
    expect(after.figures.balanceCents).toBe(s.before.figures.balanceCents + 1_500);
    expect(after.payments[0]).toMatchObject({ refundedCents: 1_500, pendingRefundCents: 0 });
  });

  it('a charge.refunded settles the charge’s pending refunds, asking Stripe for each', async () => {
    const s = await pendingRefund(2_000);
    stripe.finishRefund(s.refund.providerRefundId!, 'succeeded');
    const intent = stripe.refunds.get(s.refund.providerRefundId!)!.payment_intent;
    const event = stripeEvent(t, 'charge.refunded', {
      id: 'ch_fake',
      object: 'charge',
      payment_intent: intent,
    });
    expect((await deliver(t, event)).statusCode).toBe(200);

    const after = await detail(s.admin, s.accountId);
    expect(after.payments[0]).toMatchObject({ refundedCents: 2_000, pendingRefundCents: 0 });
    expect(after.figures.balanceCents).toBe(s.before.figures.balanceCents + 2_000);
    expect(await inboxRow(t, event.id)).toMatchObject({ status: 'processed', outcome: 'settled' });
  });

  /** Ten deliveries of an event: five at once, then five one after the other. */
  async function deliverTenTimes(event: ReturnType<typeof stripeEvent>) {
    const answers = [
      ...(await Promise.all([1, 2, 3, 4, 5].map(() => deliver(t, event)))),
      ...[await deliver(t, event), await deliver(t, event), await deliver(t, event)],
      ...[await deliver(t, event), await deliver(t, event)],
    ];
    for (const res of answers) expect(res.statusCode).toBe(200);
  }

  it('a refund that succeeded and fails later is reversed once, the balance back, the refund shown failed', async () => {
    const payer = await stripeStudent(t, stripe);
    const admin = await signInNewUser(t, payer.tenant, { role: 'Administrator' });
    await pay(
      t,
      payer.headers,
      { amount: 40, customer: payer.customer, paymentMethodId: payer.card },
      uuidv7(),
    );
    const before = await detail(admin, payer.accountId);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${payer.accountId}/refunds`,
      headers: admin,
      payload: {
        paymentId: before.payments[0]!.id,
        amountCents: 2_500,
        reason: 'Baja',
        idempotencyKey: uuidv7(),
      },
    });
    expect(asked.statusCode).toBe(201);
    expect((asked.json() as TAdminAccountDetail).refunds[0]).toMatchObject({ status: 'succeeded' });
    const [refund] = await t.deps.db.select().from(refunds).where(eq(refunds.accountId, payer.accountId));

    // The card's bank sends it back: Stripe moves the refund to failed and says so twice.
    stripe.finishRefund(refund!.providerRefundId!, 'failed');
    const failed = { ...stripe.refunds.get(refund!.providerRefundId!)! };
    const updated = stripeEvent(t, 'refund.updated', failed);
    const chargeUpdated = stripeEvent(t, 'charge.refund.updated', failed);
    await deliverTenTimes(updated);
    await deliverTenTimes(chargeUpdated);

    const after = await detail(admin, payer.accountId);
    expect(after.refunds).toEqual([expect.objectContaining({ status: 'failed', reversed: true })]);
    expect(after.figures.balanceCents).toBe(before.figures.balanceCents);
    expect(after.ledger.filter((line) => line.source === 'refund-failed')).toEqual([
      expect.objectContaining({ kind: 'adjustment', amountCents: -2_500 }),
    ]);
    expect(after.ledger.filter((line) => line.kind === 'refund').map((line) => line.amountCents)).toEqual([
      2_500,
    ]);
    expect(after.payments[0]).toMatchObject({ refundedCents: 0, refundableCents: 4_000 });
    const [row] = await t.deps.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(row).toMatchObject({ status: 'failed', providerErrorCode: 'expired_or_canceled_card' });
    expect(row?.reversedAt).toBeInstanceOf(Date);
    expect(await inboxRow(t, updated.id)).toMatchObject({ status: 'processed', outcome: 'reversed' });
    expect(await inboxRow(t, chargeUpdated.id)).toMatchObject({ outcome: 'already-settled' });
    // A late "succeeded" (an older event) does not undo the reversal.
    await deliver(t, stripeEvent(t, 'refund.updated', { ...failed, status: 'succeeded' }));
    expect((await detail(admin, payer.accountId)).figures.balanceCents).toBe(before.figures.balanceCents);
  });

  it("a dispute is kept on the account from Stripe's events; closed lost, it takes the payment back once", async () => {
    const payer = await stripeStudent(t, stripe);
    const other = await stripeStudent(t, stripe);
    const admin = await signInNewUser(t, payer.tenant, { role: 'Administrator' });
    await pay(
      t,
      payer.headers,
      { amount: 30, customer: payer.customer, paymentMethodId: payer.card },
      uuidv7(),
    );
    const before = await detail(admin, payer.accountId);
    const intent = [...stripe.intents.values()].find((i) => i.customer === payer.customer)!;
    const dispute = stripe.openDispute(intent.id as string);
    const created = stripeEvent(t, 'charge.dispute.created', { ...dispute });
    await deliverTenTimes(created);
    const opened = await detail(admin, payer.accountId);
    expect(opened.disputes).toEqual([
      expect.objectContaining({ amountCents: 3_000, reason: 'fraudulent', status: 'needs_response' }),
    ]);
    expect(opened.figures.balanceCents).toBe(before.figures.balanceCents);
    expect(await inboxRow(t, created.id)).toMatchObject({ outcome: 'opened', tenantId: payer.tenant.id });

    const closed = stripeEvent(t, 'charge.dispute.closed', {
      ...stripe.closeDispute(dispute.id as string, 'lost'),
    });
    await deliverTenTimes(closed);
    await deliver(t, stripeEvent(t, 'charge.dispute.updated', { ...dispute, status: 'under_review' }));
    const lost = await detail(admin, payer.accountId);
    expect(lost.disputes).toEqual([expect.objectContaining({ status: 'lost' })]);
    expect(lost.ledger.filter((line) => line.source === 'dispute-lost')).toEqual([
      expect.objectContaining({ kind: 'adjustment', amountCents: 3_000 }),
    ]);
    expect(lost.figures.balanceCents).toBe(before.figures.balanceCents + 3_000);
    // Another school's account is untouched.
    const theirs = await detail(
      await signInNewUser(t, other.tenant, { role: 'Administrator' }),
      other.accountId,
    );
    expect(theirs.disputes).toEqual([]);
    // A dispute of a charge that is not ours is kept as ignored.
    const foreign = stripeEvent(t, 'charge.dispute.created', {
      ...dispute,
      id: 'dp_elsewhere',
      payment_intent: 'pi_elsewhere',
    });
    await deliver(t, foreign);
    expect(await inboxRow(t, foreign.id)).toMatchObject({ status: 'ignored', outcome: 'no-match' });
  });
});
