import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /**
     * An impersonation session: the administrator's own session it was opened from. It lives only while
     * that one does (revoked or expired, the impersonation ends with it); a refresh of the
     * administrator's session moves it to the new one.
     */
    parentSessionId: uuid('parent_session_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_parent_idx').on(t.parentSessionId).where(sql`${t.parentSessionId} is not null`),
    // The hourly sweep finds the sessions long expired by it (decision 0190).
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Every write an impersonating administrator attempts (any call but GET, HEAD and OPTIONS), recorded
 * before it runs: who acted, as whom, in which session, which route. Billing writes are refused while
 * impersonating; this is the record of everything else.
 */
export const impersonationWrites = pgTable(
  'impersonation_writes',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    impersonatorUserId: uuid('impersonator_user_id')
      .notNull()
      .references(() => users.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    method: text('method').notNull(),
    route: text('route').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('impersonation_writes_tenant_created_idx').on(t.tenantId, t.createdAt),
    // A swept session keeps its row while writes name it; the check per session reads this (decision 0190).
    index('impersonation_writes_session_idx').on(t.sessionId),
  ],
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
    /** A calendar invitation sent with the mail (iCalendar text, METHOD REQUEST or CANCEL). */
    calendar: text('calendar'),
    /** The calendar invitation's METHOD (REQUEST or CANCEL), for delivery. */
    calendarMethod: text('calendar_method').$type<'REQUEST' | 'CANCEL'>(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * Delivery: queued until the transport accepts it (sent) or refuses it for good (failed-permanent);
     * `failed-retries` when every retry met a temporary failure (a "retry now" of its job tries again).
     */
    status: text('status').$type<OutboxStatus>().notNull().default('sent'),
    /** Delivery attempts made so far. */
    attempts: integer('attempts').notNull().default(0),
    /** The last delivery error (the transport's answer), cleared by nothing: kept for administrators. */
    lastError: text('last_error'),
    /**
     * A mail with secrets (a one-time password): its subject, text and html unmasked, encrypted with the
     * settings cipher (AES-256-GCM), kept only until it is sent or refused for good (decision 0122).
     */
    sealed: text('sealed'),
  },
  (t) => [
    index('outbox_emails_tenant_created_idx').on(t.tenantId, t.createdAt),
    check(
      'outbox_emails_status_check',
      sql`${t.status} in ('queued', 'sent', 'failed-permanent', 'failed-retries')`,
    ),
  ],
);

export type Session = typeof sessions.$inferSelect;
export type SessionKind = Session['kind'];
export type OutboxEmail = typeof outboxEmails.$inferSelect;
export type OutboxStatus = 'queued' | 'sent' | 'failed-permanent' | 'failed-retries';

/**
 * The sign-in limits' counts, shared by every instance on the database: per bucket (failed logins per
 * client IP or per hash of a username as typed; one-time-password requests likewise, in buckets of their
 * own), in the window that began with the bucket's first count.
 */
export const signInCounts = pgTable(
  'sign_in_counts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_counts_window_idx').on(t.windowEndsAt)],
);

/**
 * A sign-in with the school's OpenID Connect provider under way (decision 0147): begun by
 * /api/auth/oidc/start, bound to the browser that began it (a hash of its cookie), found by the hash of
 * its state and deleted when the callback comes (single use). A verified one holds the user until the
 * browser completes it (again once). Short-lived: expired rows are refused and swept.
 */
export const oidcSignIns = pgTable(
  'oidc_sign_ins',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    stateHash: text('state_hash').notNull(),
    browserHash: text('browser_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** Set once the provider vouched for the user: the sign-in waits for the browser to complete it. */
    userId: uuid('user_id').references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('oidc_sign_ins_state_key').on(t.stateHash),
    index('oidc_sign_ins_browser_idx').on(t.tenantId, t.browserHash),
    index('oidc_sign_ins_expires_idx').on(t.expiresAt),
  ],
);
