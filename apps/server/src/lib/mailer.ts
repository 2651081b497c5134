import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { newId } from '../db/new-id.ts';
import { columnsOf, type RawStatement, rawRows } from '../db/raw-query.ts';
import { outboxEmails } from '../db/schema/index.ts';
import { batchCalls } from './batch-calls.ts';
import type { Clock } from './clock.ts';
import type { JobQueue } from './job-queue/job-queue.ts';
import type { Metrics } from './metrics.ts';
import type { SettingsCipher } from './settings-cipher.ts';

/**
 * Every kind of mail the product sends: each sender names its kind, and the mail-link test
 * (`test/mail-links.test.ts`) triggers every kind listed here, so a new kind fails it until covered.
 */
export const MAIL_KINDS = [
  'guest-invitation',
  'user-welcome',
  'password-reset',
  'one-time-password',
  'payment-receipt',
  'payment-due-reminder',
  'payment-authentication-needed',
  'payment-reconciliation',
  'tutoring-booked',
  'tutoring-changed',
  'tutoring-cancelled',
  'tutoring-reminder-24h',
  'tutoring-reminder-1h',
  'contact-message',
  'study-reminder',
] as const;
type MailKind = (typeof MAIL_KINDS)[number];

export type MailMessage = {
  /** What the mail is (not stored): the mail-link test checks every kind. */
  kind: MailKind;
  /** The tenant the mail belongs to (null for system mail). */
  tenantId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** An iCalendar invitation (text/calendar with its METHOD), e.g. a tutoring session's. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /**
   * Values only the recipient may read (a one-time password): the outbox copy shows each as
   * `SECRET_MASK`; only the transport gets them.
   */
  secrets?: string[];
};

// Mails for the outbox, one per row of the arrays (a prepared statement: receipts are written under load).
const insertOutboxEmails = (status: 'queued' | 'sent'): RawStatement => ({
  name: `mailer.insert-outbox-emails-${status}`,
  text: `
    insert into outbox_emails (id, tenant_id, "to", subject, text, html, calendar, calendar_method, sealed,
      created_at, status, attempts)
    select *, '${status}', ${status === 'sent' ? 1 : 0} from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[],
      $7::text[], $8::text[], $9::text[], $10::timestamptz[])`,
});

/** What the outbox keeps in place of a secret. */
export const SECRET_MASK = '••••••';

/** A mail's text with its secrets masked, as the outbox keeps it. */
function masked(text: string, secrets: readonly string[] = []): string {
  let result = text;
  for (const secret of secrets) if (secret) result = result.split(secret).join(SECRET_MASK);
  return result;
}

/** The job that delivers one outbox row. */
export const MAIL_DELIVERY_JOB = 'mail.deliver';

/** Mail deliveries since this process started (for metrics). */
export type MailCounts = { sent: number; failedTemporary: number; failedPermanent: number };

export interface Mailer {
  /**
   * Records the mail in the outbox and queues its delivery; resolves once queued (with the inline queue
   * of tests, once delivered).
   */
  send(message: MailMessage): Promise<void>;
  /** Records the mail in the outbox now (resolves once recorded) and queues its delivery in the background. */
  queue(message: MailMessage): Promise<void>;
  /** Resolves when every mail recorded so far has been queued (inline queue: and delivered). */
  idle(): Promise<void>;
  counts(): MailCounts;
  close(): Promise<void>;
}

export type MailerOptions = {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'> &
    Partial<
      Pick<
        Config,
        'MAIL_DROP_DIR' | 'MAIL_RETRY_LIMIT' | 'MAIL_RETRY_DELAY_SECONDS' | 'MAIL_RETRY_DELAY_MAX_SECONDS'
      >
    >;
  /** The queue that delivers: the mailer defines its delivery job there. */
  jobs: JobQueue;
  /** Encrypts a secret-carrying mail's content in its outbox row until it is delivered. */
  cipher: SettingsCipher;
  onError?: (error: unknown) => void;
  /** Counts each delivery as sent or failed. */
  metrics?: Pick<Metrics, 'mail'>;
};

type Sealed = { subject: string; text: string; html: string | null };

/** An SMTP answer that refuses for good (5xx): not tried again. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Every mail goes to the `outbox_emails` table (status `queued`), its secrets masked, and a job of the
 * queue delivers it (decision 0122): through nodemailer's SMTP transport with SMTP_URL, else the outbox
 * row is the delivery (and with MAIL_DROP_DIR, development and tests, each mail is also written there as
 * it would be sent, secrets included: a folder of the machine, never an answer of the app). A temporary
 * failure is retried with backoff; a permanent refusal (5xx) marks the row `failed-permanent`. A mail
 * with secrets keeps its unmasked content only encrypted (`sealed`), dropped once it is sent or refused.
 */
export function createMailer({ db, clock, config, jobs, cipher, onError, metrics }: MailerOptions): Mailer {
  // Without SMTP nothing is built for sending: the outbox row (and the drop file) is the delivery.
  const smtp: Transporter | null = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  const pending = new Set<Promise<void>>();
  const counts: MailCounts = { sent: 0, failedTemporary: 0, failedPermanent: 0 };
  // With neither SMTP nor a drop folder the outbox row is the whole delivery: it is written as sent and
  // no job is queued (a job per receipt would cost every payment five statements for nothing).
  const delivers = Boolean(smtp || config.MAIL_DROP_DIR);
  const insertStatement = insertOutboxEmails(delivers ? 'queued' : 'sent');

  // Mails recorded at the same moment (receipts of concurrent payments) share one insert and one commit.
  const recordAll = batchCalls(
    async (messages: MailMessage[]): Promise<string[]> => {
      const rows = messages.map((message) => {
        const secrets = (message.secrets ?? []).filter(Boolean);
        return {
          id: newId(),
          tenantId: message.tenantId,
          to: message.to,
          subject: masked(message.subject, secrets),
          text: masked(message.text, secrets),
          html: message.html === undefined ? null : masked(message.html, secrets),
          calendar: message.calendar?.content ?? null,
          calendarMethod: message.calendar?.method ?? null,
          sealed:
            delivers && secrets.length > 0
              ? cipher.encrypt(
                  JSON.stringify({
                    subject: message.subject,
                    text: message.text,
                    html: message.html ?? null,
                  } satisfies Sealed),
                )
              : null,
          createdAt: clock.now(),
        };
      });
      await rawRows(
        db,
        insertStatement,
        columnsOf(rows, [
          'id',
          'tenantId',
          'to',
          'subject',
          'text',
          'html',
          'calendar',
          'calendarMethod',
          'sealed',
          'createdAt',
        ]),
      );
      return rows.map((row) => row.id);
    },
    { maxSize: 100, maxInFlight: 1 },
  );

  const enqueue = async (id: string, message: MailMessage): Promise<void> => {
    if (!delivers) {
      counts.sent++;
      metrics?.mail.inc({ outcome: 'sent' });
      return;
    }
    await jobs.send(MAIL_DELIVERY_JOB, { tenantId: message.tenantId, outboxId: id }, { singletonKey: id });
  };

  /**
   * Delivers one outbox row, once: a row sent or refused for good is left alone; one whose retries ran out
   * is tried again (an administrator's "retry now" of its job).
   */
  async function deliver(id: string, lastTry: boolean): Promise<void> {
    const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    if (row?.status !== 'queued' && row?.status !== 'failed-retries') return;
    const content: Sealed = row.sealed
      ? (JSON.parse(cipher.decrypt(row.sealed)) as Sealed)
      : { subject: row.subject, text: row.text, html: row.html };
    const calendar =
      row.calendar && row.calendarMethod ? { method: row.calendarMethod, content: row.calendar } : undefined;
    const done = (status: 'sent' | 'failed-permanent', lastError: string | null) =>
      db
        .update(outboxEmails)
        .set({
          status,
          sentAt: status === 'sent' && smtp ? clock.now() : null,
          attempts: sql`${outboxEmails.attempts} + 1`,
          // A sent mail keeps the error of its last failed try, if any (what it came through).
          ...(lastError === null ? {} : { lastError }),
          sealed: null,
        })
        .where(eq(outboxEmails.id, id));
    try {
      if (smtp) {
        await smtp.sendMail({
          from: config.MAIL_FROM,
          to: row.to,
          subject: content.subject,
          text: content.text,
          html: content.html ?? undefined,
          icalEvent: calendar && { ...calendar, filename: 'invite.ics' },
        });
      } else if (config.MAIL_DROP_DIR)
        await drop(config.MAIL_DROP_DIR, id, {
          to: row.to,
          subject: content.subject,
          text: content.text,
          ...(content.html === null ? {} : { html: content.html }),
          ...(calendar ? { calendar } : {}),
        });
    } catch (error) {
      if (isPermanent(error)) {
        counts.failedPermanent++;
        metrics?.mail.inc({ outcome: 'failed' });
        await done('failed-permanent', errorText(error));
        onError?.(error);
        return;
      }
      counts.failedTemporary++;
      metrics?.mail.inc({ outcome: 'failed' });
      // The last try: not sent, and the outbox says so (its content stays sealed for a retry by hand).
      await db
        .update(outboxEmails)
        .set({
          attempts: sql`${outboxEmails.attempts} + 1`,
          lastError: errorText(error),
          ...(lastTry ? { status: 'failed-retries' as const } : {}),
        })
        .where(eq(outboxEmails.id, id));
      if (lastTry) onError?.(error);
      throw error;
    }
    await done('sent', null);
    counts.sent++;
    metrics?.mail.inc({ outcome: 'sent' });
  }

  jobs.define<{ tenantId: string | null; outboxId: string }>({
    name: MAIL_DELIVERY_JOB,
    retryLimit: config.MAIL_RETRY_LIMIT ?? 10,
    retryDelaySeconds: config.MAIL_RETRY_DELAY_SECONDS ?? 60,
    retryDelayMaxSeconds: config.MAIL_RETRY_DELAY_MAX_SECONDS ?? 3600,
    handler: (data, attempt) => deliver(data.outboxId, attempt.lastTry),
  });

  const track = (work: Promise<void>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
    return work;
  };

  return {
    async send(message) {
      const id = await recordAll(message);
      await track(enqueue(id, message));
    },
    queue(message) {
      const recorded = recordAll(message);
      // Pending from the start, its recording included: idle() and close() wait for a mail whose sender
      // did not (a payment's receipt).
      track(
        recorded.then(
          (id) =>
            enqueue(id, message).then(
              () => undefined,
              (error: unknown) => onError?.(error),
            ),
          () => undefined,
        ),
      );
      return recorded.then(() => undefined);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    counts: () => ({ ...counts }),
    async close() {
      while (pending.size > 0) await Promise.all([...pending]);
      smtp?.close();
    },
  };
}

/**
 * Writes a delivered mail as `<outbox id>.json` in the drop folder (ids are time-ordered). The file is
 * written under another name and then renamed, so a reader of the folder never meets half a mail.
 */
async function drop(
  dir: string,
  id: string,
  mail: Pick<MailMessage, 'to' | 'subject' | 'text' | 'html' | 'calendar'>,
) {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${id}.json`);
  await writeFile(`${file}.partial`, JSON.stringify(mail), { mode: 0o600 });
  await rename(`${file}.partial`, file);
}
