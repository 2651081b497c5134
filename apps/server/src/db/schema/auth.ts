import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

export const sessionKindEnum = pgEnum('session_kind', ['access', 'temporary']);

/** A bearer token: only its sha256 hash is stored. 'temporary' tokens only complete a login's extra steps. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    kind: sessionKindEnum('kind').notNull().default('access'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * When the chain of refreshed tokens begun at sign-in ends, whatever the refreshes: 12 hours, or
     * 30 days with remember-me. Every token of the chain carries it; none expires after it.
     */
    chainExpiresAt: timestamp('chain_expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    rememberMe: boolean('remember_me').notNull().default(false),
    originIp: text('origin_ip'),
    userAgent: text('user_agent'),
    /** The administrator acting as the user, when impersonating. */
    impersonatorId: uuid('impersonator_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** A one-time password sent by e-mail: stored hashed, single use, short-lived. */
export const oneTimePasswords = pgTable(
  'one_time_passwords',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_passwords_user_idx').on(t.userId)],
);

/** Every e-mail the app sends, kept for admins and tests; sent_at is set once SMTP accepted it. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: id(),
    tenantId: uuid('tenant_id').references(() => tenants.id),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_emails_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

export type Session = typeof sessions.$inferSelect;
export type SessionKind = Session['kind'];
export type OutboxEmail = typeof outboxEmails.$inferSelect;
