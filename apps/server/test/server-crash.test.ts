import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYLESS_PAYMENT_WINDOW_MS } from '../src/modules/billing/payments/keyless-payment.ts';
import {
  embeddedServerPid,
  type FreshDatabase,
  freePort,
  freshDatabase,
  startServer,
  stopServer,
} from './server-process.ts';
import { testDatabaseKind } from './test-database.ts';

/**
 * The crash gate: the real server process takes a stream of payments (with and without an
 * Idempotency-Key) and is killed with SIGKILL in the middle of it; started again on the same data, it
 * has lost no acknowledged payment, charged none twice and left none half-written.
 */

/** One payment as a client sent it: with its own key, or key-less with an amount no other one has. */
/** A payment a client sent; `at`: when its answer came (a key-less one is the same payment for a while after). */
type Sent = { key: string | null; cents: number; status?: string; at?: number };

type PaymentRow = {
  id: string;
  idempotency_key: string;
  provider_idempotency_key: string;
  amount_cents: number;
  status: string;
  request_fingerprint: string | null;
  entries: number;
  charges: number;
};

describe(`kill -9 of the app on ${testDatabaseKind} while it takes payments`, () => {
  let database: FreshDatabase;
  let port: number;
  let base: string;
  let app: ChildProcess | undefined;
  beforeAll(async () => {
    database = await freshDatabase();
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    if (app) await stopServer(app, 'SIGKILL');
    await database.cleanup();
  });

  const signIn = async () => {
    const res = await fetch(`${base}/api/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'estudiante@demo.puente.test', password: 'Puente2026!' }),
    });
    expect(res.status).toBe(200);
    const { tokenId } = (await res.json()) as { tokenId: string };
    return { authorization: `Bearer ${tokenId}`, 'content-type': 'application/json' };
  };
  const balanceCents = async (headers: Record<string, string>) => {
    const res = await fetch(`${base}/api/account/getmyaccount`, { headers });
    expect(res.status).toBe(200);
    return Math.round(((await res.json()) as { balance: number }).balance * 100);
  };
  /** The payment's answer: the result's status on a 200, undefined when the connection died. */
  const pay = async (
    headers: Record<string, string>,
    card: { customer: string; paymentMethodId: string },
    sent: Sent,
  ): Promise<string | undefined> => {
    const res = await fetch(`${base}/api/retail/registerretailpayment`, {
      method: 'POST',
      headers: sent.key ? { ...headers, 'idempotency-key': sent.key } : headers,
      body: JSON.stringify({ amount: sent.cents / 100, ...card }),
    }).catch(() => undefined);
    if (!res) return undefined;
    const body = (await res.json().catch(() => undefined)) as { status?: string } | undefined;
    if (!body) return undefined;
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body.status;
  };
  const paymentRows = async (): Promise<PaymentRow[]> => {
    const client = new pg.Client({ connectionString: await database.url() });
    await client.connect();
    try {
      const { rows } = await client.query<PaymentRow>(`
        select p.id, p.idempotency_key, p.provider_idempotency_key, p.amount_cents, p.status::text as status,
          p.request_fingerprint,
          (select count(*)::int from ledger_entries l where l.payment_id = p.id) as entries,
          (select count(*)::int from sandbox_charges c
            where c.idempotency_key = p.provider_idempotency_key and c.status = 'succeeded') as charges
        from payments p`);
      return rows;
    } finally {
      await client.end();
    }
  };
  /** The stored payments a sent one names: its client key, or a key-less one of its amount. */
  const rowsOf = (rows: PaymentRow[], sent: Sent) =>
    rows.filter((row) =>
      sent.key
        ? row.idempotency_key === `client:${sent.key}`
        : row.request_fingerprint !== null && row.amount_cents === sent.cents,
    );

  it('keeps every acknowledged payment once, leaves none half-written and settles the rest', async () => {
    app = await startServer(port, database.env);
    let headers = await signIn();
    const before = await balanceCents(headers);
    const customer = (
      (await fetch(`${base}/api/retail/getstripecustomer`, { headers }).then((r) => r.json())) as {
        id: string;
      }
    ).id;
    const attached = await fetch(`${base}/api/retail/attachpaymentmethod`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        number: '4242424242424242',
        customer,
        cvc: '731',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 5,
        zipCode: '28001',
      }),
    });
    expect(attached.status).toBe(200);
    const card = { customer, paymentMethodId: ((await attached.json()) as { id: string }).id };

    // Six clients pay in a loop, every other payment without a key (and sent twice at once, as a
    // double click); the app is killed once 30 payments are acknowledged.
    const sent: Sent[] = [];
    let next = 0;
    let killedAt = 0;
    const running = app;
    const client = async () => {
      while (!killedAt) {
        const n = next++;
        const payment: Sent = n % 2 === 0 ? { key: `crash-${n}`, cents: 1 } : { key: null, cents: 50 + n };
        sent.push(payment);
        const answers = await Promise.all(
          payment.key
            ? [pay(headers, card, payment)]
            : [pay(headers, card, payment), pay(headers, card, payment)],
        );
        const answered = answers.filter((answer) => answer !== undefined);
        // Both answers of a double click are the same payment's.
        expect(new Set(answered).size).toBeLessThanOrEqual(1);
        payment.status = answered[0];
        payment.at = Date.now();
        if (!killedAt && sent.filter((s) => s.status === 'succeeded').length >= 30) {
          killedAt = Date.now();
          running.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, client));
    await stopServer(running, 'SIGKILL');
    const acknowledged = sent.filter((s) => s.status === 'succeeded');
    const unanswered = sent.filter((s) => s.status === undefined);
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);
    expect(sent.every((s) => s.status === undefined || s.status === 'succeeded')).toBe(true);
    // The embedded server outlived the app: the next start has to deal with it.
    if (database.dataDir) expect(await embeddedServerPid(database.dataDir)).toBeDefined();

    app = await startServer(port, database.env);
    headers = await signIn();

    // As the restarted app finds them: every acknowledged payment succeeded, with one ledger entry and
    // one charge; no payment is half-written (a success without its entry, an entry without a
    // success); a payment still pending is one whose answer was lost; nothing else was stored.
    let rows = await paymentRows();
    for (const payment of acknowledged) {
      const stored = rowsOf(rows, payment);
      expect(stored, JSON.stringify(payment)).toHaveLength(1);
      expect(stored[0]).toMatchObject({ status: 'succeeded', entries: 1, charges: 1 });
    }
    for (const row of rows) {
      expect(row.entries, row.idempotency_key).toBe(row.status === 'succeeded' ? 1 : 0);
      expect(row.charges, row.idempotency_key).toBeLessThanOrEqual(1);
      if (row.status === 'succeeded') expect(row.charges, row.idempotency_key).toBe(1);
    }
    const named = new Set(sent.flatMap((payment) => rowsOf(rows, payment).map((row) => row.id)));
    expect(rows.filter((row) => !named.has(row.id))).toEqual([]);
    for (const payment of unanswered) expect(rowsOf(rows, payment).length).toBeLessThanOrEqual(1);
    const succeededCents = (list: PaymentRow[]) =>
      list.filter((row) => row.status === 'succeeded').reduce((sum, row) => sum + row.amount_cents, 0);
    expect(await balanceCents(headers)).toBe(before - succeededCents(rows));

    // The clients retry what got no answer, as they would: with the same key, or the same key-less
    // payment within its window. Each is answered, pending ones are settled, and nothing is charged twice.
    expect(Date.now() - killedAt).toBeLessThan(KEYLESS_PAYMENT_WINDOW_MS);
    for (const payment of unanswered) {
      payment.status = await pay(headers, card, payment);
      expect(payment.status).toBe('succeeded');
    }
    // Replaying an acknowledged payment answers it again without charging: with its key, or key-less
    // within its window (after it, the same amount is a new payment; a slow machine may get there first).
    const replayable = acknowledged.filter(
      (payment) => payment.key || Date.now() - payment.at! < KEYLESS_PAYMENT_WINDOW_MS - 10_000,
    );
    for (const payment of replayable) expect(await pay(headers, card, payment)).toBe('succeeded');

    rows = await paymentRows();
    expect(rows.filter((row) => row.status === 'pending')).toEqual([]);
    for (const payment of sent) {
      const stored = rowsOf(rows, payment);
      expect(stored, JSON.stringify(payment)).toHaveLength(1);
      expect(stored[0]).toMatchObject({ status: 'succeeded', entries: 1, charges: 1 });
    }
    expect(rows).toHaveLength(sent.length);
    const paidCents = sent.reduce((sum, payment) => sum + payment.cents, 0);
    expect(succeededCents(rows)).toBe(paidCents);
    expect(await balanceCents(headers)).toBe(before - paidCents);

    await stopServer(app);
    app = undefined;
    if (database.dataDir) expect(await embeddedServerPid(database.dataDir)).toBeUndefined();
  }, 240_000);
});
