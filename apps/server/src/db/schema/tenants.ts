import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns.ts';

export const tenants = pgTable(
  'tenants',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Host names (without port) that resolve to this tenant. */
    hosts: text('hosts').array().notNull().default(sql`'{}'::text[]`),
    isDefault: boolean('is_default').notNull().default(false),
    defaultLocale: text('default_locale').notNull().default('es'),
    paymentEnabled: boolean('payment_enabled').notNull().default(true),
    tutoringEnabled: boolean('tutoring_enabled').notNull().default(false),
    supportEmail: text('support_email').notNull(),
    supportPhone: text('support_phone').notNull(),
    guestLimit: integer('guest_limit').notNull().default(2),
    /**
     * Whether users of an account who are not its holder (guests) may pay with a new card of their own.
     * They never use the holder's stored cards nor change auto-pay. On by default: the spec shows
     * 'Add payment' to every student while payment is enabled.
     */
    guestPaymentsEnabled: boolean('guest_payments_enabled').notNull().default(true),
    /** Flat late fee in cents, posted once per installment still unpaid after the grace days. */
    lateFeeCents: integer('late_fee_cents').notNull().default(0),
    lateFeeGraceDays: integer('late_fee_grace_days').notNull().default(5),
    /**
     * The school's payment provider account as the administrator set it: 'server' (what the server's
     * configuration names: PAYMENT_PROVIDER, STRIPE_*), 'sandbox' (no real money), Stripe 'test' or
     * Stripe 'live' mode, with its public key. The secret key is write-only and encrypted at rest
     * (lib/settings-cipher.ts): no response and no log ever carries it.
     */
    paymentProviderMode: text('payment_provider_mode').notNull().default('server'),
    paymentPublicKey: text('payment_public_key'),
    paymentSecretKey: text('payment_secret_key'),
    /** Hours before a tutoring session after which it can no longer be cancelled or moved. */
    tutoringCancelCutoffHours: integer('tutoring_cancel_cutoff_hours').notNull().default(12),
    /** What a student pays per tutoring session, in cents (0: free); posted to the account's ledger. */
    tutoringSessionPriceCents: integer('tutoring_session_price_cents').notNull().default(0),
    /**
     * Whether a guest may book paid tutoring, charged to the account holder's account (off: guests book
     * only while sessions are free; the holder books paid ones).
     */
    guestsMayBookPaidTutoring: boolean('guests_may_book_paid_tutoring').notNull().default(false),
    /** The school's meeting provider URL with `{id}` for the session (used when the tutor set no link). */
    tutoringMeetingUrlPattern: text('tutoring_meeting_url_pattern'),
    /**
     * The school's IANA time zone: every day that means something to its people (due dates, overdue,
     * late charges, reminders, auto-pay, report days) is a day of this zone (decision 0136).
     */
    timeZone: text('time_zone').notNull().default('UTC'),
    /**
     * Sign-in with the school's accounts (OpenID Connect, decision 0147): the provider's issuer URL (null:
     * off), the client id, the client secret (write-only, encrypted at rest like the payment secret key),
     * the name the login button shows, the e-mail domains it serves, and whether a first sign-in may
     * create the user (off by default).
     */
    oidcIssuer: text('oidc_issuer'),
    oidcClientId: text('oidc_client_id'),
    oidcClientSecret: text('oidc_client_secret'),
    oidcDisplayName: text('oidc_display_name'),
    oidcEmailDomains: text('oidc_email_domains').array().notNull().default(sql`'{}'::text[]`),
    oidcCreatesAccounts: boolean('oidc_creates_accounts').notNull().default(false),
    /** Optimistic concurrency of the settings screen: an edit names the version it read. */
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tenants_slug_key').on(t.slug),
    uniqueIndex('tenants_single_default').on(t.isDefault).where(sql`${t.isDefault}`),
    check('tenants_tutoring_cutoff', sql`${t.tutoringCancelCutoffHours} between 0 and 168`),
    check('tenants_tutoring_price', sql`${t.tutoringSessionPriceCents} >= 0`),
    check(
      'tenants_payment_provider_mode',
      sql`${t.paymentProviderMode} in ('server', 'sandbox', 'test', 'live')`,
    ),
  ],
);

export type Tenant = typeof tenants.$inferSelect;
export type NewTenant = typeof tenants.$inferInsert;
