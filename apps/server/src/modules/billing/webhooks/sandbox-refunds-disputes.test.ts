import type { TAdminAccountDetail } from '@puente/shared';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn, signInNewUser } from '../../../../test/sign-in.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { disputes, ledgerEntries } from '../../../db/schema/index.ts';
import { registerJobs } from '../../../jobs/register-jobs.ts';
import { createInlineQueue, type JobQueue } from '../../../lib/job-queue/index.ts';
import { buildPlan, customerOf, pay, storedCard } from '../billing.test-support.ts';
import { deliverSandboxEvent } from './deliver-sandbox-event.ts';
import { emitSandboxEvent } from './emit-sandbox-event.ts';
import { sandboxWebhookSecret } from './sandbox-webhook-secret.ts';
import { SANDBOX_EVENT_JOB } from './stripe-event-job.ts';
import { inboxRow } from './stripe-webhook.test-support.ts';

type Headers = Record<string, string>;
type SentEvent = {
  id: string;
  type: string;
  data: { object: Record<string, unknown> & { id: string; object: string } };
};

describe("the sandbox's refunds that fail or settle later and its disputes, by signed events", () => {
  /** Every event the sandbox sent, as it sent it (the queue is the test's, to read them back). */
  const sent: SentEvent[] = [];
  const t = useTestApp(() => {
    const queue = createInlineQueue();
    const jobs: JobQueue = {
      ...queue,
      send(name, data, options) {
        if (name === SANDBOX_EVENT_JOB) sent.push(JSON.parse(String(data.event)));
        return queue.send(name, data, options);
      },
    };
    return { config: { SANDBOX_EVENT_DELAY_SECONDS: 1 }, deps: { jobs } };
  });
  beforeAll(() => {
    registerJobs(t.deps, { info: () => undefined, error: () => undefined });
  });

  const detail = async (headers: Headers, accountId: string) =>
    (await t.app.inject({ url: `/api/admin/accounts/${accountId}`, headers })).json() as TAdminAccountDetail;
  const eventsOf = (type: string, objectId: string) =>
    sent.filter((event) => event.type === type && event.data.object.id === objectId);

  /** Ten more deliveries of an event: five at once through the job, then five signed on the route. */
  async function replayTenTimes(event: SentEvent) {
    const payload = JSON.stringify(event);
    await Promise.all([1, 2, 3, 4, 5].map(() => deliverSandboxEvent(t.deps, payload)));
    for (let i = 0; i < 5; i++) {
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: sandboxWebhookSecret(t.deps),
        timestamp: Math.floor(Date.now() / 1000),
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/sandbox',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      expect(res.statusCode).toBe(200);
    }
    await t.deps.jobs.idle();
  }

  /** A student who paid `amount` with the sandbox card `number`, and an administrator of the school. */
  async function paidWith(number: string, amount = 40) {
    const tenant = await buildTenant(t.deps.db, { paymentEnabled: true });
    const student = await buildUser(t.deps.db, tenant);
    await buildPlan(t.deps.db, tenant, student);
    const { headers } = await signIn(t, student);
    const customer = await customerOf(t, headers);
    const method = await storedCard(t, headers, number);
    const res = await pay(t, headers, { amount, customer, paymentMethodId: method }, uuidv7());
    expect(res.json().status).toBe('succeeded');
    const admin = await signInNewUser(t, tenant, { role: 'Administrator' });
    const accountId = student.accountId!;
    return { admin, accountId, tenant, before: await detail(admin, accountId) };
  }

  const refundAll = (admin: Headers, accountId: string, paymentId: string, amountCents: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${accountId}/refunds`,
      headers: admin,
      payload: { paymentId, amountCents, reason: 'Baja del curso', idempotencyKey: uuidv7() },
    });

  it('a refund of card …5126 succeeds, then fails later: reversed once, the balance back, however often the event comes', async () => {
    const s = await paidWith('4000000000005126');
    const paymentId = s.before.payments[0]!.id;
    const asked = await refundAll(s.admin, s.accountId, paymentId, 4_000);
    expect(asked.statusCode).toBe(201);
    const refunded = asked.json() as TAdminAccountDetail;
    expect(refunded.refunds).toEqual([
      expect.objectContaining({ paymentId, amountCents: 4_000, status: 'succeeded', reversed: false }),
    ]);
    expect(refunded.figures.balanceCents).toBe(s.before.figures.balanceCents + 4_000);

    // A moment later the sandbox's events arrive, signed, through the queue.
    await t.deps.jobs.idle();
    const after = await detail(s.admin, s.accountId);
    expect(after.refunds).toEqual([expect.objectContaining({ status: 'failed', reversed: true })]);
    expect(after.figures.balanceCents).toBe(s.before.figures.balanceCents);
    expect(after.payments[0]).toMatchObject({
      refundedCents: 0,
      pendingRefundCents: 0,
      refundableCents: 4_000,
    });
    const reversal = after.ledger.filter((line) => line.source === 'refund-failed');
    expect(reversal).toEqual([expect.objectContaining({ kind: 'adjustment', amountCents: -4_000 })]);

    const providerRefundId = String(
      sent.find((event) => event.type === 'refund.updated' && event.data.object.status === 'failed')?.data
        .object.id,
    );
    const [updated] = eventsOf('refund.updated', providerRefundId);
    const [chargeUpdated] = eventsOf('charge.refund.updated', providerRefundId);
    expect(updated?.data.object).toMatchObject({ object: 'refund', status: 'failed', amount: 4_000 });
    const outcomes = [
      (await inboxRow(t, updated!.id))?.outcome,
      (await inboxRow(t, chargeUpdated!.id))?.outcome,
    ];
    expect(outcomes.sort()).toEqual(['already-settled', 'reversed']);

    await replayTenTimes(updated!);
    await replayTenTimes(chargeUpdated!);
    const replayed = await detail(s.admin, s.accountId);
    expect(replayed.ledger.filter((line) => line.source === 'refund-failed')).toHaveLength(1);
    expect(replayed.figures.balanceCents).toBe(s.before.figures.balanceCents);
    const entries = await t.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, s.accountId));
    expect(entries.filter((entry) => entry.requestKey?.startsWith('refund-failed:'))).toHaveLength(1);
  });

  it('a refund of card …7726 is pending, then succeeds later: posted once', async () => {
    const s = await paidWith('4000000000007726');
    const asked = await refundAll(s.admin, s.accountId, s.before.payments[0]!.id, 1_500);
    expect(asked.statusCode).toBe(201);
    expect((asked.json() as TAdminAccountDetail).refunds[0]).toMatchObject({ status: 'pending' });
    expect((asked.json() as TAdminAccountDetail).figures.balanceCents).toBe(s.before.figures.balanceCents);

    await t.deps.jobs.idle();
    const after = await detail(s.admin, s.accountId);
    expect(after.refunds[0]).toMatchObject({ status: 'succeeded', reversed: false });
    expect(after.ledger.filter((line) => line.kind === 'refund').map((line) => line.amountCents)).toEqual([
      1_500,
    ]);
    expect(after.figures.balanceCents).toBe(s.before.figures.balanceCents + 1_500);
    const [event] = sent.filter((e) => e.type === 'refund.updated' && e.data.object.status === 'succeeded');
    await replayTenTimes(event!);
    const replayed = await detail(s.admin, s.accountId);
    expect(replayed.ledger.filter((line) => line.kind === 'refund')).toHaveLength(1);
  });

  /** The dispute the sandbox opened after a charge of card …0259, once its event arrived. */
  async function disputed() {
    const s = await paidWith('4000000000000259', 30);
    expect(s.before.disputes).toEqual([]);
    await t.deps.jobs.idle();
    const opened = await detail(s.admin, s.accountId);
    expect(opened.disputes).toEqual([
      expect.objectContaining({
        paymentId: s.before.payments[0]!.id,
        amountCents: 3_000,
        reason: 'fraudulent',
        status: 'needs_response',
        closedAt: null,
      }),
    ]);
    // Nothing frozen or changed by an open dispute: the balance is as after the payment.
    expect(opened.figures.balanceCents).toBe(s.before.figures.balanceCents);
    const [rows] = [await t.deps.db.select().from(disputes).where(eq(disputes.accountId, s.accountId))];
    const created = sent.find(
      (event) =>
        event.type === 'charge.dispute.created' && event.data.object.id === rows[0]!.providerDisputeId,
    )!;
    return { ...s, created };
  }

  it('a dispute of card …0259 is kept when created and, closed lost, takes the payment back once', async () => {
    const s = await disputed();
    const closed = await emitSandboxEvent(t.deps, {
      type: 'charge.dispute.closed',
      object: { ...s.created.data.object, status: 'lost' },
    });
    await t.deps.jobs.idle();
    const lost = await detail(s.admin, s.accountId);
    expect(lost.disputes[0]).toMatchObject({ status: 'lost', closedAt: expect.any(String) });
    expect(lost.ledger.filter((line) => line.source === 'dispute-lost')).toEqual([
      expect.objectContaining({ kind: 'adjustment', amountCents: 3_000 }),
    ]);
    expect(lost.figures.balanceCents).toBe(s.before.figures.balanceCents + 3_000);
    expect(await inboxRow(t, closed)).toMatchObject({
      status: 'processed',
      outcome: 'lost',
      tenantId: s.tenant.id,
    });

    const closedEvent = sent.find((event) => event.id === closed)!;
    await replayTenTimes(closedEvent);
    // The older "created" event arriving late does not reopen it.
    await replayTenTimes(s.created);
    const replayed = await detail(s.admin, s.accountId);
    expect(replayed.disputes).toHaveLength(1);
    expect(replayed.disputes[0]).toMatchObject({ status: 'lost' });
    expect(replayed.ledger.filter((line) => line.source === 'dispute-lost')).toHaveLength(1);
    expect(replayed.figures.balanceCents).toBe(s.before.figures.balanceCents + 3_000);
  });

  it('a dispute won changes no money, and stays won', async () => {
    const s = await disputed();
    await emitSandboxEvent(t.deps, {
      type: 'charge.dispute.updated',
      object: { ...s.created.data.object, status: 'under_review' },
    });
    await t.deps.jobs.idle();
    expect((await detail(s.admin, s.accountId)).disputes[0]).toMatchObject({ status: 'under_review' });
    const won = await emitSandboxEvent(t.deps, {
      type: 'charge.dispute.closed',
      object: { ...s.created.data.object, status: 'won' },
    });
    await t.deps.jobs.idle();
    await replayTenTimes(sent.find((event) => event.id === won)!);
    await emitSandboxEvent(t.deps, {
      type: 'charge.dispute.closed',
      object: { ...s.created.data.object, status: 'lost' },
    });
    await t.deps.jobs.idle();
    const after = await detail(s.admin, s.accountId);
    expect(after.disputes[0]).toMatchObject({ status: 'won', closedAt: expect.any(String) });
    expect(after.ledger.filter((line) => line.source === 'dispute-lost')).toEqual([]);
    expect(after.figures.balanceCents).toBe(s.before.figures.balanceCents);
  });
});
