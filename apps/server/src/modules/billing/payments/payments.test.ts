import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { TestClock } from '../../../../test/test-clock.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { outboxEmails, payments, type Tenant, type User } from '../../../db/schema/index.ts';
import { JOB_NAMES, registerJobs } from '../../../jobs/register-jobs.ts';
import {
  buildPlan,
  customerOf,
  dumpAllTables,
  findCardData,
  ledgerOf,
  memoryLogger,
  myAccount,
  pay,
  paymentsOf,
  providerCharges,
  storedCard,
  withoutSampleValues,
} from '../billing.test-support.ts';
import { resolvePendingPayments } from '../jobs/index.ts';
import { clientPaymentKey } from './keyless-payment.ts';
import { providerKeyFor } from './make-payment.ts';
import { insertPendingPayment } from './payments.repository.ts';

describe('POST /api/retail/registerretailpayment', () => {
  let tenant: Tenant;
  const clock = new TestClock('2026-01-05');
  const logger = memoryLogger();
  const t = useTestApp({ clock, logger: logger.options });
  const second = useTestApp(() => ({ clock, database: t.deps.database }));
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
  });

  type Payer = { user: User; headers: Record<string, string>; customer: string; card: string };
  /** A student with a plan of 12 x 50.00 (balance 600.00) and a stored card. */
  const payer = async (number = '4242424242424242'): Promise<Payer> => {
    const user = await buildUser(t.deps.db, tenant);
    await buildPlan(t.deps.db, tenant, user);
    const { headers } = await signIn(t, user);
    return {
      user,
      headers,
      customer: await customerOf(t, headers),
      card: await storedCard(t, headers, number),
    };
  };
  const body = (p: Payer, amount: number) => ({ amount, customer: p.customer, paymentMethodId: p.card });

  it('charges, posts the payment, e-mails a receipt and answers succeeded with the new figures', async () => {
    const p = await payer();
    const res = await pay(t, p.headers, body(p, 50), 'key-first');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'succeeded',
      paymentInfo: { balance: 550, lastPaymentDate: '2026-01-05' },
    });
    expect(res.json().paymentInfo.nextPaymentDate).toBe('2026-02-10');
    const [payment] = await paymentsOf(t.deps.db, p.user.accountId!);
    expect(payment).toMatchObject({
      status: 'succeeded',
      amountCents: 5_000,
      idempotencyKey: 'client:key-first',
    });
    const ledger = await ledgerOf(t.deps.db, p.user.accountId!);
    expect(ledger).toEqual([
      expect.objectContaining({ kind: 'payment', amountCents: 5_000, paymentId: payment!.id }),
    ]);
    await t.deps.mailer.idle();
    const mails = await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, p.user.email));
    expect(mails).toEqual([expect.objectContaining({ subject: 'Pago recibido: $50,00' })]);
    expect(mails[0]?.text).toContain('Recibimos su pago de $50,00 el 5 de enero de 2026.');
  });

  it('answers without waiting for the receipt to reach the outbox; the receipt follows', async () => {
    const p = await payer();
    const queue = t.deps.mailer.queue;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    t.deps.mailer.queue = (message) => held.then(() => queue.call(t.deps.mailer, message));
    try {
      const res = await pay(t, p.headers, body(p, 20), 'key-receipt-later');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'succeeded', paymentInfo: { balance: 580 } });
    } finally {
      t.deps.mailer.queue = queue;
      release();
    }
    await held;
    await t.deps.mailer.idle();
    const mails = await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, p.user.email));
    expect(mails).toEqual([expect.objectContaining({ subject: 'Pago recibido: $20,00' })]);
  });

  it.each([
    [0, 'greaterthan'],
    [-5, 'greaterthan'],
    [10.005, 'amount-invalid'],
    [600.01, 'amount-above-balance'],
  ])(
    'refuses the amount %s with 400 payment.incorrect-amount (%s) and charges nothing',
    async (amount, field) => {
      const p = await payer();
      const before = await providerCharges(t.deps.db);
      const res = await pay(t, p.headers, body(p, amount), `bad-${amount}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'payment.incorrect-amount',
        errors: [{ path: 'amount', code: field }],
      });
      expect(await providerCharges(t.deps.db)).toBe(before);
    },
  );

  it('accepts the whole balance with cents, and nothing more afterwards', async () => {
    const p = await payer();
    expect((await pay(t, p.headers, body(p, 0.01), 'cent')).json().status).toBe('succeeded');
    expect((await pay(t, p.headers, body(p, 599.99), 'rest')).json().status).toBe('succeeded');
    expect(await myAccount(t, p.headers)).toMatchObject({
      balance: 0,
      installments: 0,
      nextPaymentDate: null,
    });
    expect((await pay(t, p.headers, body(p, 0.01), 'more')).statusCode).toBe(400);
  });

  it('a double-submitted payment with one key charges once and answers the first result', async () => {
    const p = await payer();
    const first = await pay(t, p.headers, body(p, 120), 'double');
    const again = await pay(t, p.headers, body(p, 120), 'double');
    expect(first.json().status).toBe('succeeded');
    expect(again.json().status).toBe('succeeded');
    expect(again.json().paymentInfo.balance).toBe(480);
    expect(
      await providerCharges(t.deps.db, {
        key: providerKeyFor(p.user.accountId!, clientPaymentKey('double')),
      }),
    ).toBe(1);
    expect(await paymentsOf(t.deps.db, p.user.accountId!)).toHaveLength(1);
    const reused = await pay(t, p.headers, body(p, 121), 'double');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('payment.idempotency-key-reused');
  });

  it('20 concurrent requests with one key, on two app instances, charge once', async () => {
    const p = await payer();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pay(i % 2 ? second : t, p.headers, body(p, 75.5), 'concurrent')),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.json().status))).toEqual(new Set(['succeeded']));
    expect(
      await providerCharges(t.deps.db, {
        key: providerKeyFor(p.user.accountId!, clientPaymentKey('concurrent')),
      }),
    ).toBe(1);
    expect((await ledgerOf(t.deps.db, p.user.accountId!)).filter((e) => e.kind === 'payment')).toHaveLength(
      1,
    );
    expect((await myAccount(t, p.headers)).balance).toBe(524.5);
  });

  it('concurrent payments with different keys never take more than the balance', async () => {
    const p = await payer();
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => pay(i % 2 ? second : t, p.headers, body(p, 50), `split-${i}`)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(12);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(4);
    expect((await myAccount(t, p.headers)).balance).toBe(0);
  });

  it('counts each recorded payment once by its outcome, with no card data in the metrics', async () => {
    const outcomes = async () =>
      Object.fromEntries(
        (await t.deps.metrics.payments.get()).values.map((value) => [value.labels.outcome, value.value]),
      );
    const before = await outcomes();
    const good = await payer();
    expect((await pay(t, good.headers, body(good, 50), 'counted-ok')).statusCode).toBe(200);
    expect((await pay(t, good.headers, body(good, 50), 'counted-ok')).statusCode).toBe(200);
    const declined = await payer('4000000000000341');
    await pay(t, declined.headers, body(declined, 50), 'counted-declined');
    const after = await outcomes();
    expect((after.succeeded ?? 0) - (before.succeeded ?? 0)).toBe(1);
    expect((after.failed ?? 0) - (before.failed ?? 0)).toBe(1);
    const text = await t.deps.metrics.registry.metrics();
    expect(findCardData(withoutSampleValues(text))).toEqual([]);
    expect(text).not.toContain(declined.card);
  });

  it('a card that attaches but is declined answers its code and message; a retry does not charge again', async () => {
    const p = await payer('4000000000000341');
    const res = await pay(t, p.headers, body(p, 50), 'declined');
    expect(res.json()).toMatchObject({ status: 'card_declined', message: 'Your card was declined.' });
    const retry = await pay(t, p.headers, body(p, 50), 'declined');
    expect(retry.json()).toMatchObject({ status: 'card_declined' });
    expect(
      await providerCharges(t.deps.db, {
        key: providerKeyFor(p.user.accountId!, clientPaymentKey('declined')),
      }),
    ).toBe(1);
    expect(await myAccount(t, p.headers)).toMatchObject({ balance: 600, lastPaymentDate: null });
  });

  describe('a payment left pending (a crash between the two phases)', () => {
    const leavePending = async (p: Payer, key: string, reachedProvider: boolean) => {
      const now = clock.now();
      const row = await insertPendingPayment(t.deps.db, {
        tenantId: tenant.id,
        accountId: p.user.accountId!,
        idempotencyKey: clientPaymentKey(key),
        providerIdempotencyKey: providerKeyFor(p.user.accountId!, clientPaymentKey(key)),
        customerId: p.customer,
        paymentMethodId: p.card,
        amountCents: 4_000,
        createdAt: new Date(now.getTime() - 120_000),
        updatedAt: new Date(now.getTime() - 120_000),
      });
      if (reachedProvider) {
        await t.deps.paymentProvider.charge({
          customer: p.customer,
          paymentMethod: p.card,
          amountCents: 4_000,
          idempotencyKey: row!.providerIdempotencyKey,
        });
      }
      return row!;
    };

    it.each([true, false])(
      'is settled by a retry with its key (reached the provider: %s), charged once',
      async (reached) => {
        const p = await payer();
        await leavePending(p, `crash-${reached}`, reached);
        const retry = await pay(t, p.headers, body(p, 40), `crash-${reached}`);
        expect(retry.json().status).toBe('succeeded');
        expect(
          await providerCharges(t.deps.db, {
            key: providerKeyFor(p.user.accountId!, clientPaymentKey(`crash-${reached}`)),
          }),
        ).toBe(1);
        expect((await myAccount(t, p.headers)).balance).toBe(560);
      },
    );

    it('is settled from the provider record by the scheduled resolution', async () => {
      const p = await payer();
      const row = await leavePending(p, 'crash-job', true);
      expect(await resolvePendingPayments(t.deps)).toBeGreaterThanOrEqual(1);
      const [settled] = await t.deps.db
        .select()
        .from(payments)
        .where(and(eq(payments.id, row.id), eq(payments.status, 'succeeded')));
      expect(settled).toBeDefined();
      expect(await providerCharges(t.deps.db, { key: row.providerIdempotencyKey })).toBe(1);
      expect((await ledgerOf(t.deps.db, p.user.accountId!)).filter((e) => e.kind === 'payment')).toHaveLength(
        1,
      );
    });

    it('is settled by the settling job (every minute on the queue), not at the next hourly billing day', async () => {
      const log = { info: () => undefined, error: () => undefined };
      registerJobs(t.deps, log);
      const p = await payer();
      const row = await leavePending(p, 'crash-after-start', true);
      await t.deps.jobs.send(JOB_NAMES.settlePending, { tenantId: null });
      const [settled] = await t.deps.db.select().from(payments).where(eq(payments.id, row.id));
      expect(settled?.status).toBe('succeeded');
      expect(await providerCharges(t.deps.db, { key: row.providerIdempotencyKey })).toBe(1);
      const jobs = await t.deps.jobs.list({ tenantId: tenant.id, includeSystem: true }, { limit: 100 });
      expect(jobs.find((job) => job.name === JOB_NAMES.settlePending)).toMatchObject({ state: 'completed' });
    });
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const p = await payer();
    expect((await pay(t, p.headers, body(p, 10), 'bad key with spaces')).statusCode).toBe(400);
  });

  describe('without an Idempotency-Key', () => {
    const charges = (p: Payer) => paymentsOf(t.deps.db, p.user.accountId!);
    const providerChargesOf = async (p: Payer) =>
      (await t.deps.paymentProvider.listCharges({ customer: p.customer })).length;

    it('an identical payment sent again is the same payment: charged once, answered as the first', async () => {
      const p = await payer();
      const first = await pay(t, p.headers, body(p, 10));
      clock.advance(30_000);
      const again = await pay(t, p.headers, body(p, 10));
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(first.json()).toMatchObject({ status: 'succeeded', paymentInfo: { balance: 590 } });
      expect(await providerChargesOf(p)).toBe(1);
      expect(await charges(p)).toHaveLength(1);
      expect((await myAccount(t, p.headers)).balance).toBe(590);
    });

    it('identical payments sent at once, to two instances, charge once', async () => {
      const p = await payer();
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => pay(i % 2 ? second : t, p.headers, body(p, 25))),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
      expect(new Set(results.map((r) => r.json().status))).toEqual(new Set(['succeeded']));
      expect(await providerChargesOf(p)).toBe(1);
      expect((await ledgerOf(t.deps.db, p.user.accountId!)).filter((e) => e.kind === 'payment')).toHaveLength(
        1,
      );
      expect((await myAccount(t, p.headers)).balance).toBe(575);
    });

    it('the same card added again (a new provider id) is still the same payment', async () => {
      const p = await payer();
      await pay(t, p.headers, body(p, 10));
      const readded = await storedCard(t, p.headers, '4242424242424242');
      expect(readded).not.toBe(p.card);
      const again = await pay(t, p.headers, { ...body(p, 10), paymentMethodId: readded });
      expect(again.json().status).toBe('succeeded');
      expect(await providerChargesOf(p)).toBe(1);
      expect((await myAccount(t, p.headers)).balance).toBe(590);
    });

    it('another amount or another card is another payment', async () => {
      const p = await payer();
      const amex = await storedCard(t, p.headers, '378282246310005', '8642');
      await pay(t, p.headers, body(p, 10));
      await pay(t, p.headers, body(p, 11));
      await pay(t, p.headers, { ...body(p, 10), paymentMethodId: amex });
      expect(await providerChargesOf(p)).toBe(3);
      expect((await myAccount(t, p.headers)).balance).toBe(569);
    });

    it('a declined payment sent again answers the same decline without asking the provider again', async () => {
      const p = await payer('4000000000000341');
      const first = await pay(t, p.headers, body(p, 10));
      const again = await pay(t, p.headers, body(p, 10));
      expect(first.json()).toMatchObject({ status: 'card_declined' });
      expect(again.json()).toEqual(first.json());
      expect(await providerChargesOf(p)).toBe(1);
    });

    it('after the window (a minute), an identical payment is a new payment', async () => {
      const p = await payer();
      await pay(t, p.headers, body(p, 10));
      clock.advance(59_000);
      await pay(t, p.headers, body(p, 10));
      expect(await providerChargesOf(p)).toBe(1);
      clock.advance(2_000);
      const later = await pay(t, p.headers, body(p, 10));
      expect(later.json()).toMatchObject({ status: 'succeeded', paymentInfo: { balance: 580 } });
      expect(await providerChargesOf(p)).toBe(2);
    });

    it('joins an identical payment still pending, even past the window, and charges it once', async () => {
      const p = await payer();
      const first = await pay(t, p.headers, body(p, 10));
      const [payment] = await charges(p);
      // As if the first were still waiting for the provider, two minutes later.
      await t.deps.db.update(payments).set({ status: 'pending' }).where(eq(payments.id, payment!.id));
      await t.deps.db.execute(sql`delete from ledger_entries where payment_id = ${payment!.id}`);
      clock.advance(120_000);
      const again = await pay(t, p.headers, body(p, 10));
      expect(again.json()).toMatchObject({ status: 'succeeded', paymentInfo: { balance: 590 } });
      expect(first.json().status).toBe('succeeded');
      expect(await providerChargesOf(p)).toBe(1);
      expect(await charges(p)).toHaveLength(1);
    });

    it("a client's key never names a key-less payment, nor the other way round", async () => {
      const p = await payer();
      await pay(t, p.headers, body(p, 10));
      const [keyless] = await charges(p);
      expect(keyless!.idempotencyKey).toMatch(/^server:/);
      const keyed = await pay(t, p.headers, body(p, 10), keyless!.idempotencyKey);
      expect(keyed.json().status).toBe('succeeded');
      expect(await providerChargesOf(p)).toBe(2);
    });
  });

  it('keeps no card number or CVC in any table or log line', async () => {
    const dump = await dumpAllTables(t.deps.db);
    expect(dump).toContain('sandbox_charges');
    expect(findCardData(dump)).toEqual([]);
    const logs = logger.lines.join('');
    expect(logs).toContain('/api/retail/registerretailpayment');
    expect(findCardData(logs)).toEqual([]);
  });
});
