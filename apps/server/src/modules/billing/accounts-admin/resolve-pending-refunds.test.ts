import type { TAdminAccountDetail } from '@puente/shared';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn, signInNewUser } from '../../../../test/sign-in.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { refunds } from '../../../db/schema/index.ts';
import { buildPlan, pay, saveStripeCard } from '../billing.test-support.ts';
import { startFakeStripe } from '../provider/fake-stripe.test-support.ts';
import { resolvePendingRefunds } from './resolve-pending-refunds.ts';

type Headers = Record<string, string>;

describe('a refund Stripe answers pending stays pending until Stripe settles it', () => {
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(() => stripe.close());
  const t = useTestApp(() => ({
    config: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_refunds',
      STRIPE_PUBLIC_KEY: 'pk_test_refunds',
      STRIPE_API_HOST: stripe.apiHost,
    },
  }));

  /** A student who paid 40.00 by Stripe, and their administrator. */
  async function paidAccount() {
    const tenant = await buildTenant(t.deps.db, { paymentEnabled: true });
    const admin = await signInNewUser(t, tenant, { role: 'Administrator' });
    const student = await buildUser(t.deps.db, tenant);
    await buildPlan(t.deps.db, tenant, student);
    const headers = (await signIn(t, student)).headers;
    const customer = (await t.app.inject({ url: '/api/retail/getstripecustomer', headers })).json().id;
    const { attached, paymentMethodId: made } = await saveStripeCard(
      t,
      headers,
      stripe,
      customer,
      '4242424242424242',
    );
    expect(attached.statusCode).toBe(200);
    const res = await pay(t, headers, { amount: 40, customer, paymentMethodId: made }, uuidv7());
    expect(res.json().status).toBe('succeeded');
    const accountId = student.accountId!;
    return { admin, accountId, paymentId: (await detail(admin, accountId)).payments[0]!.id };
  }
  const detail = async (headers: Headers, accountId: string) =>
    (await t.app.inject({ url: `/api/admin/accounts/${accountId}`, headers })).json() as TAdminAccountDetail;
  const refund = (headers: Headers, accountId: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin/accounts/${accountId}/refunds`, headers, payload });
  const refundCalls = () =>
    stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds').length;

  it('is not on the ledger while pending, then is settled by the job once Stripe confirms it', async () => {
    const s = await paidAccount();
    const before = await detail(s.admin, s.accountId);
    stripe.answerRefundsPending(true);
    const body = {
      paymentId: s.paymentId,
      amountCents: 1_500,
      reason: 'Clase cancelada',
      idempotencyKey: uuidv7(),
    };
    const asked = await refund(s.admin, s.accountId, body);
    expect(asked.statusCode).toBe(201);
    const pending = asked.json() as TAdminAccountDetail;
    expect(pending.payments[0]).toMatchObject({
      refundedCents: 0,
      pendingRefundCents: 1_500,
      refundableCents: 2_500,
    });
    expect(pending.ledger.filter((line) => line.kind === 'refund')).toEqual([]);
    expect(pending.figures.balanceCents).toBe(before.figures.balanceCents);
    const [row] = await t.deps.db.select().from(refunds).where(eq(refunds.accountId, s.accountId));
    expect(row).toMatchObject({ status: 'pending', providerRefundId: expect.stringMatching(/^re_/) });

    // The same request again (a retry) asks Stripe for that refund, never makes a second one.
    const calls = refundCalls();
    expect((await refund(s.admin, s.accountId, body)).json().payments[0].pendingRefundCents).toBe(1_500);
    expect(refundCalls()).toBe(calls);
    // Still pending at Stripe: the job leaves it so.
    expect(await resolvePendingRefunds(t.deps, 0)).toBe(0);

    stripe.finishRefund(row!.providerRefundId!, 'succeeded');
    // The minute's settling (jobs/billing-daily.ts) takes refunds untouched for a minute.
    expect(await resolvePendingRefunds(t.deps)).toBe(0);
    expect(await resolvePendingRefunds(t.deps, 0)).toBe(1);
    const settled = await detail(s.admin, s.accountId);
    expect(settled.payments[0]).toMatchObject({
      refundedCents: 1_500,
      pendingRefundCents: 0,
      refundableCents: 2_500,
    });
    expect(settled.ledger.filter((line) => line.kind === 'refund')).toEqual([
      expect.objectContaining({ amountCents: 1_500, reason: 'Clase cancelada' }),
    ]);
    expect(settled.figures.balanceCents).toBe(before.figures.balanceCents + 1_500);
    expect(refundCalls()).toBe(calls);
  });

  it('gives the amount back to refund when Stripe finally fails it, with no ledger entry', async () => {
    const s = await paidAccount();
    stripe.answerRefundsPending(true);
    const asked = await refund(s.admin, s.accountId, {
      paymentId: s.paymentId,
      amountCents: 4_000,
      reason: 'Baja',
      idempotencyKey: uuidv7(),
    });
    expect(asked.json().payments[0]).toMatchObject({ pendingRefundCents: 4_000, refundableCents: 0 });
    const [row] = await t.deps.db.select().from(refunds).where(eq(refunds.accountId, s.accountId));
    stripe.finishRefund(row!.providerRefundId!, 'failed');
    expect(await resolvePendingRefunds(t.deps, 0)).toBe(1);
    const after = await detail(s.admin, s.accountId);
    expect(after.payments[0]).toMatchObject({
      refundedCents: 0,
      pendingRefundCents: 0,
      refundableCents: 4_000,
    });
    expect(after.ledger.filter((line) => line.kind === 'refund')).toEqual([]);
    const [failed] = await t.deps.db.select().from(refunds).where(eq(refunds.id, row!.id));
    expect(failed).toMatchObject({ status: 'failed', providerErrorCode: 'expired_or_canceled_card' });
    stripe.answerRefundsPending(false);
  });

  it('takes, when asked for refunds untouched for 0 ms, one touched this very millisecond', async () => {
    const s = await paidAccount();
    stripe.answerRefundsPending(true);
    await refund(s.admin, s.accountId, {
      paymentId: s.paymentId,
      amountCents: 1_000,
      reason: 'Baja',
      idempotencyKey: uuidv7(),
    });
    const [row] = await t.deps.db.select().from(refunds).where(eq(refunds.accountId, s.accountId));
    stripe.finishRefund(row!.providerRefundId!, 'succeeded');
    // The clock stands at the very instant the refund was last recorded (a fast machine does this).
    const sameInstant = { ...t.deps, clock: { now: () => new Date(row!.updatedAt) } };
    expect(await resolvePendingRefunds(sameInstant, 0)).toBe(1);
    expect(await resolvePendingRefunds(sameInstant, 1)).toBe(0);
    stripe.answerRefundsPending(false);
  });
});
