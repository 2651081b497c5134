import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { newId } from '../db/new-id.ts';
import { columnsOf, type RawStatement, rawRows } from '../db/raw-query.ts';
import { outboxEmails } from '../db/schema/index.ts';
import { batchCalls } from './batch-calls.ts';
import type { Clock } from './clock.ts';
import type { Metrics } from './metrics.ts';

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
  'tutoring-booked',
  'tutoring-changed',
  'tutoring-cancelled',
  'tutoring-reminder-24h',
  'tutoring-reminder-1h',
  'contact-message',
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
const insertOutboxEmails: RawStatement = {
  name: 'mailer.insert-outbox-emails',
  text: `
    insert into outbox_emails (id, tenant_id, "to", subject, text, html, calendar, created_at)
    select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
      $8::timestamptz[])`,
};

/** What the outbox keeps in place of a secret. */
export const SECRET_MASK = '••••••';

/** A mail's text with its secrets masked, as the outbox keeps it. */
function masked(text: string, secrets: readonly string[] = []): string {
  let result = text;
  for (const secret of secrets) if (secret) result = result.split(secret).join(SECRET_MASK);
  return result;
}

export interface Mailer {
  /** Records the mail in the outbox and delivers it (SMTP when configured); resolves once delivered. */
  send(message: MailMessage): Promise<void>;
  /**
   * Records the mail in the outbox now (resolves once recorded) and delivers it in the background (errors
   * are reported).
   */
  queue(message: MailMessage): Promise<void>;
  /** Resolves when every queued mail has been recorded and delivered. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export type MailerOptions = {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'> & Partial<Pick<Config, 'MAIL_DROP_DIR'>>;
  onError?: (error: unknown) => void;
  /** Counts each delivery as sent or failed. */
  metrics?: Pick<Metrics, 'mail'>;
};

/**
 * Every mail goes to the `outbox_emails` table, its secrets masked; with SMTP_URL it is also sent
 * through nodemailer's SMTP transport and `sent_at` records when the server accepted it. Without SMTP_URL
 * the outbox is the delivery, and with MAIL_DROP_DIR (development and tests) each mail is also written
 * there as it would be sent, secrets included: a folder of the machine, never an answer of the app.
 */
export function createMailer({ db, clock, config, onError, metrics }: MailerOptions): Mailer {
  // Without SMTP nothing is built for sending: the outbox row (and the drop file) is the delivery.
  const smtp: Transporter | null = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  const pending = new Set<Promise<void>>();

  // Mails recorded at the same moment (receipts of concurrent payments) share one insert and one commit.
  const recordAll = batchCalls(
    async (messages: MailMessage[]): Promise<string[]> => {
      const rows = messages.map((message) => ({
        id: newId(),
        tenantId: message.tenantId,
        to: message.to,
        subject: masked(message.subject, message.secrets),
        text: masked(message.text, message.secrets),
        html: message.html === undefined ? null : masked(message.html, message.secrets),
        calendar: message.calendar?.content ?? null,
        createdAt: clock.now(),
      }));
      await rawRows(
        db,
        insertOutboxEmails,
        columnsOf(rows, ['id', 'tenantId', 'to', 'subject', 'text', 'html', 'calendar', 'createdAt']),
      );
      return rows.map((row) => row.id);
    },
    { maxSize: 100, maxInFlight: 1 },
  );
  const record = (message: MailMessage): Promise<string> => recordAll(message);

  async function deliver(id: string, message: MailMessage): Promise<void> {
    try {
      await deliverOnce(id, message);
    } catch (error) {
      metrics?.mail.inc({ outcome: 'failed' });
      throw error;
    }
    metrics?.mail.inc({ outcome: 'sent' });
  }

  async function deliverOnce(id: string, message: MailMessage): Promise<void> {
    const { to, subject, text, html, calendar } = message;
    const icalEvent = calendar && {
      method: calendar.method,
      content: calendar.content,
      filename: 'invite.ics',
    };
    if (smtp) {
      await smtp.sendMail({ from: config.MAIL_FROM, to, subject, text, html, icalEvent });
      await db.update(outboxEmails).set({ sentAt: clock.now() }).where(eq(outboxEmails.id, id));
    } else if (config.MAIL_DROP_DIR)
      await drop(config.MAIL_DROP_DIR, id, { to, subject, text, html, calendar });
  }

  return {
    async send(message) {
      await deliver(await record(message), message);
    },
    queue(message) {
      const recorded = record(message);
      // Pending from the start, its recording included: idle() and close() wait for a mail whose sender
      // did not (a payment's receipt).
      const delivery = recorded.then(
        (id) => deliver(id, message).catch((error: unknown) => onError?.(error)),
        () => undefined,
      );
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
      return recorded.then(() => undefined);
    },
    async idle() {
      await Promise.all([...pending]);
    },
    async close() {
      await Promise.all([...pending]);
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
