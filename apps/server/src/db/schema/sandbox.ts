import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/*
 * The sandbox payment provider's own record (what Stripe would keep on its side). Not tenant data:
 * the provider knows customers and cards, never our tenants. Never the card number or the CVC.
 */
export const sandboxCustomers = pgTable(
  'sandbox_customers',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_customers_idempotency_key').on(t.idempotencyKey)],
);

export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  id: text('id').primaryKey(),
  customerId: text('customer_id')
    .notNull()
    .references(() => sandboxCustomers.id),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** Test-card behaviour kept from the number at attach time: null succeeds, else the decline code. */
  chargeDeclineCode: text('charge_decline_code'),
  /**
   * What happens later to this card's charges, as with Stripe's test cards: `refund-fails-later` (a refund
   * succeeds, then fails), `refund-pending` (a refund is pending, then succeeds), `disputed` (a charge is
   * disputed as fraudulent after it succeeds); null: nothing.
   */
  testBehaviour: text('test_behaviour'),
  /** 3-D Secure: 'none', 'once' (until authenticated once) or 'always' (sandbox-test-cards.ts). */
  authentication: text('authentication').notNull().default('none'),
  /** When the student last passed the card's challenge ('once' cards ask no more after it). */
  authenticatedAt: timestamp('authenticated_at', { withTimezone: true }),
  /** The decline a charge gets once authenticated (Stripe's 4000 0082 6000 3178: insufficient_funds). */
  declineAfterAuthentication: text('decline_after_authentication'),
  createdAt: createdAt(),
});

export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    customerId: text('customer_id').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** A charge waiting for 3-D Secure ('requires_action'): the secret its challenge is passed with. */
    clientSecret: text('client_secret'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('sandbox_charges_idempotency_key').on(t.idempotencyKey),
    index('sandbox_charges_customer_idx').on(t.customerId),
  ],
);

/**
 * The sandbox's SetupIntents (Stripe's object for saving a card to charge later, off-session): a card
 * that asks for 3-D Secure waits ('requires_action') with the secret its challenge is answered with, then
 * 'succeeded' (the card is authenticated) or 'failed'.
 */
export const sandboxSetupIntents = pgTable('sandbox_setup_intents', {
  id: text('id').primaryKey(),
  customerId: text('customer_id')
    .notNull()
    .references(() => sandboxCustomers.id),
  paymentMethodId: text('payment_method_id')
    .notNull()
    .references(() => sandboxPaymentMethods.id),
  status: text('status').notNull(),
  clientSecret: text('client_secret'),
  failureCode: text('failure_code'),
  failureMessage: text('failure_message'),
  createdAt: createdAt(),
});

/** The sandbox provider's refunds of its charges (what Stripe keeps). Idempotent by key. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    chargeId: text('charge_id')
      .notNull()
      .references(() => sandboxCharges.id),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull(),
    /** The state the refund moves to at `later_at` (a test card's refund failing or settling later). */
    laterStatus: text('later_status'),
    laterFailureReason: text('later_failure_reason'),
    laterAt: timestamp('later_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('sandbox_refunds_idempotency_key').on(t.idempotencyKey),
    index('sandbox_refunds_charge_idx').on(t.chargeId),
  ],
);
