import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, searchable, updatedAt, version } from './columns.ts';
import { tenants } from './tenants.ts';

export const roleEnum = pgEnum('role', ['Administrator', 'Professor', 'Student']);
export const membershipEnum = pgEnum('membership', ['Member', 'Guest']);

/** An account groups users: one master user (the holder) plus members and guests. Billing belongs to it. */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    /** Set after the master user exists; no foreign key to avoid a cycle. */
    masterUserId: uuid('master_user_id'),
    /**
     * The payment gate's standing (decision 0171). `ledgerVersion` counts the changes to what the
     * account's figures are computed from (its ledger, its plan, its school's grace days and time zone),
     * bumped by triggers whoever writes them. `standingVersion` is the version `paysFirstAfter` was
     * computed from: the last day the account is let in while it owes (null: never shut out). The gate
     * takes it only while the two versions are equal.
     */
    ledgerVersion: bigint('ledger_version', { mode: 'number' }).notNull().default(0),
    standingVersion: bigint('standing_version', { mode: 'number' }),
    paysFirstAfter: date('pays_first_after', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_tenant_idx').on(t.tenantId)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    accountId: uuid('account_id').references(() => accounts.id),
    /** The username: an e-mail address, stored lower case. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: roleEnum('role').notNull().default('Student'),
    isMaster: boolean('is_master').notNull().default(false),
    isTutor: boolean('is_tutor').notNull().default(false),
    membership: membershipEnum('membership').notNull().default('Member'),
    preferredLocale: text('preferred_locale').notNull().default('es'),
    /** The user's IANA time zone (tutoring times, dates); null: the browser's own. */
    timeZone: text('time_zone'),
    passwordHash: text('password_hash').notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /**
     * Set while an administrator has deactivated the user: they cannot sign in and every session of
     * theirs ends, but they stay in the administrator's list (unlike a deleted user) until reactivated.
     */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Optimistic concurrency of the administrator's edits (decision 0045): each edit adds one. */
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    /**
     * What the administrator's search looks in: name and e-mail as searches compare them (lower case,
     * without Spanish accents), kept by the database, so a search reads one column, through a trigram index.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => searchable(sql`${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}`),
      ),
  },
  (t) => [
    uniqueIndex('users_tenant_email_key').on(t.tenantId, t.email).where(sql`${t.deletedAt} is null`),
    index('users_account_idx').on(t.accountId),
    // What a user's rows in other tables name with their tenant (exercise_attempts, activity_events).
    uniqueIndex('users_id_tenant_key').on(t.id, t.tenantId),
    // The administrator's search by part of a name or e-mail (LIKE '%…%'): a trigram index answers it
    // without reading every user (decision 0146).
    index('users_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The list's first page, by last name, within the tenant.
    index('users_tenant_name_idx').on(t.tenantId, t.lastName, t.firstName, t.id),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Account = typeof accounts.$inferSelect;
