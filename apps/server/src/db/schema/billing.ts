import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { tenants } from './tenants.ts';
import { accounts, users } from './users.ts';

export const ledgerKindEnum = pgEnum('ledger_kind', [
  'installment',
  'late_charge',
  'payment',
  'refund',
  'adjustment',
]);
export const paymentStatusEnum = pgEnum('payment_status', ['pending', 'succeeded', 'failed']);

const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id);
const accountId = () =>
  uuid('account_id')
    .notNull()
    .references(() => accounts.id);

/** An account's plan: total T in N monthly installments due on due_day from start_month (YYYY-MM-01). */
export const billingPlans = pgTable(
  'billing_plans',
  {
    id: id(),
    tenantId: tenantId(),
    accountId: accountId(),
    totalCents: integer('total_cents').notNull(),
    installments: integer('installments').notNull(),
    /** floor(T / N); the last installment absorbs the rounding. */
    installmentCents: integer('installment_cents').notNull(),
    dueDay: integer('due_day').notNull(),
    startMonth: date('start_month', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('billing_plans_account_key').on(t.accountId),
    // The billing day reads a school's plans a page at a time, in the order of their ids (migration 0057).
    index('billing_plans_tenant_id_idx').on(t.tenantId, t.id),
    check('billing_plans_total_positive', sql`${t.totalCents} > 0`),
    check('billing_plans_installments_positive', sql`${t.installments} > 0`),
    check('billing_plans_due_day_range', sql`${t.dueDay} between 1 and 31`),
  ],
);

/** Payment attempts: the intent is recorded with its key before the provider is called (two-phase). */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    tenantId: tenantId(),
    accountId: accountId(),
    /** The key the client (or the daily job) sent; unique per account. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The key the provider sees: namespaced by account, so no client can collide with another account. */
    providerIdempotencyKey: text('provider_idempotency_key').notNull(),
    customerId: text('customer_id').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: paymentStatusEnum('status').notNull().default('pending'),
    /** 'retail' (the payment page) or 'autopay' (the daily job). */
    source: text('source').notNull().default('retail'),
    /**
     * A key-less payment's fingerprint (account, amount, customer, card; never the card number): an
     * identical key-less request while this one is pending or soon after it answers this payment.
     */
    requestFingerprint: text('request_fingerprint'),
    providerPaymentId: text('provider_payment_id'),
    providerErrorCode: text('provider_error_code'),
    providerErrorMessage: text('provider_error_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_account_key').on(t.accountId, t.idempotencyKey),
    uniqueIndex('payments_provider_key').on(t.providerIdempotencyKey),
    index('payments_tenant_account_idx').on(t.tenantId, t.accountId),
    index('payments_fingerprint_idx')
      .on(t.accountId, t.requestFingerprint, t.updatedAt)
      .where(sql`${t.requestFingerprint} is not null`),
    // The account's pending payments, which a reservation subtracts from the balance: the few pending ones,
    // never every payment the account ever made.
    index('payments_account_pending_idx').on(t.accountId, t.amountCents).where(sql`${t.status} = 'pending'`),
    // The account's auto-pay attempts, newest first: the figures read the latest (a card that asked for 3-D
    // Secure off-session needs the student), never every payment the account made.
    index('payments_account_autopay_idx')
      .on(t.accountId, t.tenantId, t.createdAt)
      .where(sql`${t.source} = 'autopay'`),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The account's ledger, in integer cents (adjustments are signed, every other kind positive).
 * One installment and one late charge per account and installment number; one entry per payment.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    tenantId: tenantId(),
    accountId: accountId(),
    kind: ledgerKindEnum('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    installmentNo: integer('installment_no'),
    reason: text('reason'),
    paymentId: uuid('payment_id').references(() => payments.id),
    /** The refund this entry records (kind 'refund' posted by an administrator). */
    refundId: uuid('refund_id'),
    /** The administrator who posted it (adjustments and refunds); null for the jobs' and payments' entries. */
    postedByUserId: uuid('posted_by_user_id').references(() => users.id),
    /** The key an administrator's form sent: a repeated submission posts once (unique per account). */
    requestKey: text('request_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_request_key')
      .on(t.accountId, t.requestKey)
      .where(sql`${t.requestKey} is not null`),
    uniqueIndex('ledger_entries_refund_key').on(t.refundId).where(sql`${t.refundId} is not null`),
    uniqueIndex('ledger_entries_installment_key')
      .on(t.accountId, t.installmentNo)
      .where(sql`${t.kind} = 'installment'`),
    uniqueIndex('ledger_entries_late_charge_key')
      .on(t.accountId, t.installmentNo)
      .where(sql`${t.kind} = 'late_charge'`),
    uniqueIndex('ledger_entries_payment_key').on(t.paymentId, t.kind),
    index('ledger_entries_tenant_account_idx').on(t.tenantId, t.accountId),
    // An account's figures read its few other entries one by one and its payments as daily sums
    // (account_days), except on a day with another credit (migration 0028). With the tenant, so that the
    // planner never prefers the (tenant, account) index, which also holds every payment (migration 0029).
    index('ledger_entries_account_others_idx')
      .on(t.accountId, t.tenantId, t.createdAt)
      .where(sql`${t.kind} <> 'payment'`),
    index('ledger_entries_account_payments_idx')
      .on(t.accountId, t.createdAt)
      .where(sql`${t.kind} = 'payment'`),
  ],
);

/**
 * A refund of a payment, asked by an administrator: recorded with its key before the provider is called
 * (two-phase, as payments), so a double submission or a retry refunds once. A payment's refunds that are
 * pending or succeeded never add up to more than its amount (checked under the payment's row lock).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    tenantId: tenantId(),
    accountId: accountId(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    /** The form's key; unique per account. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The key the provider sees: `puente-refund-<account>-<key>`. */
    providerIdempotencyKey: text('provider_idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: paymentStatusEnum('status').notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    providerErrorCode: text('provider_error_code'),
    providerErrorMessage: text('provider_error_message'),
    requestedByUserId: uuid('requested_by_user_id')
      .notNull()
      .references(() => users.id),
    /**
     * When a refund that had succeeded failed later (the card's bank sent it back): its ledger entry was
     * then reversed by one adjustment (decision 0137). Null for every other refund.
     */
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_account_key').on(t.accountId, t.idempotencyKey),
    uniqueIndex('refunds_provider_key').on(t.providerIdempotencyKey),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_tenant_account_idx').on(t.tenantId, t.accountId),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A dispute (chargeback) of a payment, as the provider reports it (decision 0137): its state follows the
 * provider's events (needs_response, under_review, won, lost, …); won and lost are final. A lost one has
 * taken the payment's money back: one ledger entry (an adjustment, request key `dispute-lost:<id>`).
 */
export const disputes = pgTable(
  'disputes',
  {
    id: id(),
    tenantId: tenantId(),
    accountId: accountId(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    providerDisputeId: text('provider_dispute_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The provider's reason (fraudulent, duplicate, product_not_received, …). */
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    /** When the provider made it. */
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    /** When it was won or lost. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('disputes_provider_key').on(t.providerDisputeId),
    index('disputes_tenant_account_idx').on(t.tenantId, t.accountId),
    check('disputes_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** The account's customer at the payment provider, and its auto-pay card (a provider payment method id). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    id: id(),
    tenantId: tenantId(),
    accountId: accountId(),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    autoPayPaymentMethodId: text('auto_pay_payment_method_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_customers_account_key').on(t.accountId),
    uniqueIndex('payment_customers_provider_key').on(t.provider, t.providerCustomerId),
    index('payment_customers_tenant_idx').on(t.tenantId),
  ],
);

/** A stored card: provider id, brand, last 4 and expiry only. Never the number or the CVC. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    tenantId: tenantId(),
    accountId: accountId(),
    providerCustomerId: text('provider_customer_id').notNull(),
    providerPaymentMethodId: text('provider_payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /**
     * Who stored the card: a card a guest (a user who is not the holder) added is theirs alone; the
     * holder's cards (and those stored before this column) are the account's. Null: the holder's.
     */
    addedByUserId: uuid('added_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_methods_provider_key').on(t.providerPaymentMethodId),
    index('payment_methods_tenant_account_idx').on(t.tenantId, t.accountId),
  ],
);

/** Reminder e-mails already sent: one per account, installment and kind. */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    id: id(),
    tenantId: tenantId(),
    accountId: accountId(),
    installmentNo: integer('installment_no').notNull(),
    kind: text('kind').notNull(),
    sentAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reminders_sent_key').on(t.accountId, t.installmentNo, t.kind),
    index('reminders_sent_tenant_idx').on(t.tenantId),
  ],
);

/**
 * The inbox of Stripe's webhook events (decision 0134): each verified event once, keyed by Stripe's event
 * id (a replay inserts nothing). Not tenant data when it arrives: the tenant is learnt from the payment,
 * refund or card row the event names when the job processes it. `facts` holds only what processing reads
 * (ids, statuses, amounts, the provider's codes), never the event's card or billing details.
 */
export const stripeWebhookEvents = pgTable(
  'stripe_webhook_events',
  {
    eventId: text('event_id').primaryKey(),
    type: text('type').notNull(),
    /** The id of the object the event is about (pi_…, re_…, ch_…, pm_…), when it has one. */
    objectId: text('object_id'),
    facts: jsonb('facts').notNull(),
    /** received (waiting for its job), processed, or ignored (a type we do not act on, or no row of ours). */
    status: text('status').notNull().default('received'),
    /** What processing did (settled, already-settled, no-match, …). */
    outcome: text('outcome'),
    /** The tenant whose row the event named, once processed. */
    tenantId: uuid('tenant_id').references(() => tenants.id),
    /** When Stripe made the event (its `created`). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`now()`),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('stripe_webhook_events_tenant_idx').on(t.tenantId),
    check('stripe_webhook_events_status_check', sql`${t.status} in ('received', 'processed', 'ignored')`),
  ],
);

export type BillingPlan = typeof billingPlans.$inferSelect;
export type LedgerEntry = typeof ledgerEntries.$inferSelect;
export type LedgerKind = LedgerEntry['kind'];
export type Payment = typeof payments.$inferSelect;
export type Refund = typeof refunds.$inferSelect;
export type Dispute = typeof disputes.$inferSelect;
export type PaymentCustomer = typeof paymentCustomers.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type StripeWebhookEvent = typeof stripeWebhookEvents.$inferSelect;
