import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';
import { outboxEmails } from '../db/schema/index.ts';
import { createPgBossQueue, type JobQueue, mailCounts } from './job-queue/index.ts';
import { createMailer, type Mailer, SECRET_MASK } from './mailer.ts';

/** Polls `read` until `done` holds (the queue delivers in the background). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('mail delivered by the pg-boss queue through SMTP', () => {
  const received: { to: string; raw: string }[] = [];
  /** What the SMTP server answers to each recipient, in turn; then it accepts. */
  const refusals = new Map<string, { code: number; message: string }[]>();
  let smtp: SMTPServer;
  let port: number;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const refusal = refusals.get(address.address)?.shift();
        if (!refusal) return callback();
        callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          for (const to of session.envelope.rcptTo) received.push({ to: to.address, raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const t = useTestApp();
  let jobs: JobQueue;
  let mailer: Mailer;
  const errors: unknown[] = [];
  beforeAll(async () => {
    jobs = createPgBossQueue({ pool: t.deps.database.pool, pollingIntervalSeconds: 0.5 });
    mailer = createMailer({
      db: t.deps.db,
      clock: t.deps.clock,
      config: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Puente <no-reply@puente.test>',
        MAIL_RETRY_LIMIT: 3,
        MAIL_RETRY_DELAY_SECONDS: 1,
      },
      jobs,
      cipher: t.deps.settingsCipher,
      onError: (error) => errors.push(error),
    });
    await jobs.start();
  });
  afterAll(async () => {
    await mailer.close();
    await jobs.stop();
  });
  const outboxRow = async (to: string) =>
    (await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, to)))[0];
  const system = { tenantId: '00000000-0000-0000-0000-000000000000', includeSystem: true };

  it('a temporary refusal is retried with backoff until accepted: the mail arrives once, its code never stored in clear', async () => {
    const to = 'reintento@example.test';
    refusals.set(to, [{ code: 451, message: 'Try again later' }]);
    const code = 'K7Q2M9XZ';
    await mailer.queue({
      kind: 'one-time-password',
      tenantId: null,
      to,
      subject: 'Su contraseña temporal',
      text: `Su contraseña temporal: ${code}\n`,
      secrets: [code],
    });
    // Queued, the code is nowhere in the database in clear: not in the outbox, not in the job.
    const queued = await outboxRow(to);
    expect(queued).toMatchObject({ status: 'queued', text: `Su contraseña temporal: ${SECRET_MASK}\n` });
    expect(queued!.sealed).toMatch(/^enc:v1:/);
    const stored = await t.deps.database.pool.query(
      `select (select count(*) from pgboss.job where data::text like $1)::int +
        (select count(*) from outbox_emails where concat_ws(' ', subject, text, html, sealed) like $1)::int as n`,
      [`%${code}%`],
    );
    expect(stored.rows[0].n).toBe(0);

    const sent = await until(
      () => outboxRow(to),
      (row) => row?.status === 'sent',
    );
    expect(sent).toMatchObject({
      status: 'sent',
      attempts: 2,
      sealed: null,
      lastError: expect.stringContaining('451'),
    });
    expect(sent!.sentAt).not.toBeNull();
    const arrived = received.filter((mail) => mail.to === to);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.raw).toContain(code);
    // pg-boss records the job completed after the handler has marked the outbox row sent: wait for it.
    const completed = await until(
      async () => (await jobs.list(system, { limit: 10 })).filter((row) => row.state === 'completed'),
      (rows) => rows.length > 0,
    );
    expect(completed[0]).toMatchObject({ name: 'mail.deliver', retryCount: 1 });
    expect(mailCounts({ mailer })).toMatchObject({ sent: 1, failedTemporary: 1 });
  });

  it('a mail whose every retry failed is marked failed-retries, not left queued; "retry now" then sends it once', async () => {
    const to = 'caido@example.test';
    // The limit is 3 retries: four tries, each refused for now.
    refusals.set(
      to,
      Array.from({ length: 4 }, () => ({ code: 421, message: 'Service not available' })),
    );
    await mailer.queue({ kind: 'contact-message', tenantId: null, to, subject: 'Caído', text: 'Texto' });
    const gaveUp = await until(
      () => outboxRow(to),
      (row) => row?.status === 'failed-retries',
    );
    expect(gaveUp).toMatchObject({ attempts: 4, sentAt: null, lastError: expect.stringContaining('421') });
    expect(received.some((mail) => mail.to === to)).toBe(false);
    const failedJob = await until(
      async () =>
        (await jobs.list(system, { limit: 20 })).find(
          (row) => row.name === 'mail.deliver' && row.state === 'failed',
        ),
      Boolean,
    );
    // The server is back: the administrator's retry delivers it.
    expect(await jobs.retry(failedJob!.id, system)).toBe(true);
    const sent = await until(
      () => outboxRow(to),
      (row) => row?.status === 'sent',
    );
    expect(sent).toMatchObject({ attempts: 5 });
    expect(received.filter((mail) => mail.to === to)).toHaveLength(1);
  }, 30_000);

  it('a permanent refusal (5xx) marks the mail failed-permanent, with the answer, and is not retried', async () => {
    const to = 'no-existe@example.test';
    refusals.set(to, [
      { code: 550, message: 'No such user' },
      { code: 550, message: 'No such user' },
    ]);
    await mailer.queue({ kind: 'contact-message', tenantId: null, to, subject: 'Hola', text: 'Texto' });
    const failed = await until(
      () => outboxRow(to),
      (row) => row?.status === 'failed-permanent',
    );
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, lastError: expect.stringContaining('550') });
    await mailer.idle();
    const jobsOfMail = await until(
      async () => (await jobs.list(system, { limit: 10 })).filter((row) => row.name === 'mail.deliver'),
      // Newest first: this mail's job, completed once pg-boss has recorded the handler's answer.
      (rows) => rows[0]?.state === 'completed',
    );
    expect([jobsOfMail[0]!.state, jobsOfMail[0]!.retryCount]).toEqual(['completed', 0]);
    expect(jobsOfMail.some((row) => row.state === 'retry' || row.state === 'created')).toBe(false);
    expect(received.some((mail) => mail.to === to)).toBe(false);
    // The second refusal was never asked for: no second try.
    expect(refusals.get(to)).toHaveLength(1);
  });
});
