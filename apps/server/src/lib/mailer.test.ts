import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../test/factories.ts';
import { freePort } from '../../test/server-process.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { outboxEmails } from '../db/schema/index.ts';
import { createInlineQueue } from './job-queue/index.ts';
import { createMailer, SECRET_MASK } from './mailer.ts';
import { createMetrics } from './metrics.ts';

type Received = { to: string[]; raw: string };

describe('mailer', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let port: number;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
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
  const t = useTestApp(() => ({ config: { SMTP_URL: `smtp://127.0.0.1:${port}` } }));

  /** A mailer of the test app's database, without SMTP unless the config says so. */
  const testMailer = (
    config: Partial<Parameters<typeof createMailer>[0]['config']> = {},
    onError?: (error: unknown) => void,
  ) =>
    createMailer({
      db: t.deps.db,
      clock: t.deps.clock,
      config: { MAIL_FROM: 'Puente <a@b.co>', ...config },
      jobs: createInlineQueue(),
      cipher: t.deps.settingsCipher,
      onError,
    });
  /** The outbox rows addressed to `to`. */
  const outboxTo = (to: string) => t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));

  it('keeps every mail in the outbox without SMTP', async () => {
    const mailer = testMailer();
    await mailer.send({
      kind: 'contact-message',
      tenantId: null,
      to: 'sin-smtp@example.test',
      subject: 'Hola',
      text: 'Texto',
    });
    const [row] = await outboxTo('sin-smtp@example.test');
    expect(row).toMatchObject({ subject: 'Hola', text: 'Texto', sentAt: null, tenantId: null });
    await mailer.close();
  });

  it('without SMTP nor a drop folder the outbox row is the delivery: written as sent, no job queued', async () => {
    const jobs = createInlineQueue();
    const sent: string[] = [];
    const counting = {
      ...jobs,
      send: (...args: Parameters<typeof jobs.send>) => {
        sent.push(args[0]);
        return jobs.send(...args);
      },
    };
    const mailer = createMailer({
      db: t.deps.db,
      clock: t.deps.clock,
      config: { MAIL_FROM: 'Puente <a@b.co>' },
      jobs: counting,
      cipher: t.deps.settingsCipher,
    });
    await mailer.send({
      kind: 'one-time-password',
      tenantId: null,
      to: 'solo-outbox@example.test',
      subject: 'Código',
      text: 'Su código es: ABCD1234',
      secrets: ['ABCD1234'],
    });
    const [row] = await outboxTo('solo-outbox@example.test');
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      sealed: null,
      text: `Su código es: ${SECRET_MASK}`,
    });
    expect(sent).toEqual([]);
    expect(mailer.counts().sent).toBe(1);
    await mailer.close();
  });

  it('sends through SMTP when SMTP_URL is set, and records the mail as sent', async () => {
    const tenant = await buildTenant(t.deps.db);
    const user = await buildUser(t.deps.db, tenant);
    const res = await t.app.inject({
      url: `/api/user/getonetimepassword?username=${encodeURIComponent(user.email)}`,
      headers: { host: tenant.hosts[0]! },
    });
    expect(res.statusCode).toBe(200);
    await t.app.background.idle();
    await t.deps.mailer.idle();
    const mail = received.find((m) => m.to.includes(user.email));
    expect(mail).toBeDefined();
    expect(mail!.raw).toContain('Subject:');
    const [row] = await outboxTo(user.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, sealed: null });
    expect(row!.sentAt).not.toBeNull();
    // SMTP carries the one-time password; the outbox copy has it masked.
    const code = /: ([A-Z0-9]{8})\r?\n/.exec(mail!.raw)?.[1];
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(row!.text).not.toContain(code);
    expect(row!.text).toContain(SECRET_MASK);
  });

  it('idle() waits for a queued mail that its sender did not wait for, its recording included', async () => {
    const mailer = testMailer();
    void mailer.queue({
      kind: 'contact-message',
      tenantId: null,
      to: 'sin-espera@example.test',
      subject: 'Hola',
      text: 'Texto',
    });
    await mailer.idle();
    const rows = await outboxTo('sin-espera@example.test');
    expect(rows).toHaveLength(1);
    await mailer.close();
  });

  it('drops each mail as one whole file under its own name, read whole while the others are written', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'puente-mail-drop-'));
    const mailer = testMailer({ MAIL_DROP_DIR: dir });
    const text = 'Texto largo. '.repeat(20_000);
    for (let i = 0; i < 40; i++)
      void mailer.queue({
        kind: 'contact-message',
        tenantId: null,
        to: `lote-${i}@example.test`,
        subject: 'Hola',
        text,
      });
    // Reads the folder as the browser specs do, while the mails are written.
    let delivered = false;
    const idle = mailer.idle().then(() => {
      delivered = true;
    });
    const read: string[] = [];
    while (!delivered) {
      for (const name of await readdir(dir).catch(() => [] as string[])) {
        if (!name.endsWith('.json')) continue;
        const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as { to: string };
        read.push(mail.to);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    await idle;
    const names = await readdir(dir);
    expect(names.filter((name) => name.endsWith('.json'))).toHaveLength(40);
    expect(names.every((name) => name.endsWith('.json'))).toBe(true);
    await mailer.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('reports a failed delivery and keeps the mail unsent in the outbox', async () => {
    const errors: unknown[] = [];
    const mailer = testMailer({ SMTP_URL: 'smtp://127.0.0.1:1' }, (error) => errors.push(error));
    await mailer.queue({
      kind: 'contact-message',
      tenantId: null,
      to: 'caido@example.test',
      subject: 'Hola',
      text: 'Texto',
    });
    await mailer.idle();
    expect(errors).toHaveLength(1);
    const [row] = await outboxTo('caido@example.test');
    // Its only try (this queue retries nothing) failed: not sent, and marked so rather than left queued.
    expect(row).toMatchObject({
      sentAt: null,
      status: 'failed-retries',
      attempts: 1,
      lastError: expect.any(String),
    });
    await mailer.close();
  });

  it('counts each delivery as sent or failed', async () => {
    const metrics = createMetrics();
    const closedPort = await freePort();
    const mailer = (smtpUrl: string) =>
      createMailer({
        db: t.deps.db,
        clock: t.deps.clock,
        config: { MAIL_FROM: 'Puente <a@b.co>', SMTP_URL: smtpUrl },
        jobs: createInlineQueue(),
        cipher: t.deps.settingsCipher,
        onError: () => undefined,
        metrics,
      });
    const message = {
      kind: 'contact-message',
      tenantId: null,
      to: 'counted@puente.test',
      subject: 's',
      text: 't',
    } as const;
    await mailer(`smtp://127.0.0.1:${port}`).send(message);
    // Refused: the queue will try again later; this try counts as failed.
    await mailer(`smtp://127.0.0.1:${closedPort}`).send(message);
    const outcomes = Object.fromEntries(
      (await metrics.mail.get()).values.map((v) => [v.labels.outcome, v.value]),
    );
    expect(outcomes).toEqual({ sent: 1, failed: 1 });
  });
});
