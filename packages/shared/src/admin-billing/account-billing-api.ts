import { z } from 'zod';
import { requiredText } from '../people/profile-api.ts';

/** Bounds of the administration's billing forms, in integer cents where money. */
export const ACCOUNT_BILLING_LIMITS = {
  /** One installment: 0.01 to 100,000.00. */
  installmentCents: { min: 1, max: 10_000_000 },
  installments: { min: 1, max: 120 },
  /** As the plans' own rule: a day past a month's end falls on its last day. */
  dueDay: { min: 1, max: 31 },
  /** An adjustment or a refund: at most 100,000.00 either way. */
  amountCents: { max: 10_000_000 },
  reason: { max: 500 },
} as const;

const L = ACCOUNT_BILLING_LIMITS;
const boundedInt = (code: string, min: number, max: number) =>
  z.number({ error: code }).int(code).min(min, code).max(max, code);
/** Why an adjustment or a refund is made: required, it stays on the ledger. */
const ZReason = requiredText('billing.reason-required', L.reason.max);
/** A key per submission of a form: the same key again (a double click, a retry) posts once. */
const ZRequestKey = z.uuid();

/** GET /api/admin/accounts: the list filter (holder's name or e-mail, or the account's name). */
export const ZAdminAccountQuery = z.object({
  SearchValue: z.string().trim().max(200).optional(),
  Skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  Take: z.coerce.number().int().min(1).max(100).default(50),
});

/** An account's standing: no plan yet, paid up, overdue within the grace days, or inactive past them. */
const ACCOUNT_STATUSES = ['no-plan', 'active', 'overdue', 'inactive'] as const;
export type TAccountStatus = (typeof ACCOUNT_STATUSES)[number];

const ZAdminAccountRow = z.object({
  id: z.uuid(),
  name: z.string(),
  holderName: z.string().nullable(),
  holderEmail: z.string().nullable(),
  /** The plan's installment, or null without a plan. */
  installmentCents: z.number().int().nullable(),
  balanceCents: z.number().int(),
  status: z.enum(ACCOUNT_STATUSES),
});
export type TAdminAccountRow = z.infer<typeof ZAdminAccountRow>;
export const ZAdminAccountList = z.object({ items: z.array(ZAdminAccountRow), total: z.number().int() });
export type TAdminAccountList = z.infer<typeof ZAdminAccountList>;

export const ZAdminAccountParams = z.object({ id: z.uuid({ error: 'billing.account-not-found' }) });

const ZIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const ZAccountPlan = z.object({
  installmentCents: z.number().int(),
  installments: z.number().int(),
  dueDay: z.number().int(),
  /** YYYY-MM of the first installment. */
  startMonth: z.string(),
  totalCents: z.number().int(),
});

const LEDGER_KINDS = ['installment', 'late_charge', 'payment', 'refund', 'adjustment'] as const;

const ZLedgerLine = z.object({
  id: z.uuid(),
  kind: z.enum(LEDGER_KINDS),
  /** Signed for adjustments (a credit is negative); positive for every other kind. */
  amountCents: z.number().int(),
  /** The day it counts from: the due date of installments and late charges, else the day posted. */
  date: ZIsoDate,
  installmentNo: z.number().int().nullable(),
  reason: z.string().nullable(),
  postedBy: z.string().nullable(),
  /**
   * What posted it when not a person or a plan: `refund-failed` (a refund that had succeeded failed later:
   * its reversal) or `dispute-lost` (a payment's money taken back by a lost dispute); else null.
   */
  source: z.enum(['refund-failed', 'dispute-lost']).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TLedgerLine = z.infer<typeof ZLedgerLine>;

/**
 * A refund of the account: pending until the provider confirms it, then succeeded or failed. `reversed`:
 * it had succeeded and failed later (the card's bank sent it back), its ledger entry reversed.
 */
const ZAccountRefund = z.object({
  id: z.uuid(),
  paymentId: z.uuid(),
  amountCents: z.number().int(),
  reason: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  reversed: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TAccountRefund = z.infer<typeof ZAccountRefund>;

export const DISPUTE_STATUSES = [
  'warning_needs_response',
  'warning_under_review',
  'warning_closed',
  'needs_response',
  'under_review',
  'won',
  'lost',
  'prevented',
] as const;

/** A dispute (chargeback) of one of the account's payments, in the provider's state. Nothing is frozen by it. */
const ZAccountDispute = z.object({
  id: z.uuid(),
  paymentId: z.uuid(),
  amountCents: z.number().int(),
  /** The provider's reason code (fraudulent, duplicate, …). */
  reason: z.string(),
  /** The provider's status; an unknown one shows as under review. */
  status: z.enum(DISPUTE_STATUSES),
  openedAt: z.iso.datetime({ offset: true }),
  closedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TAccountDispute = z.infer<typeof ZAccountDispute>;

/** A payment of the account, with what is left to refund of it. */
const ZAccountPayment = z.object({
  id: z.uuid(),
  amountCents: z.number().int(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  refundedCents: z.number().int(),
  /** Refunds the provider has not confirmed yet: not on the ledger until it does. */
  pendingRefundCents: z.number().int(),
  refundableCents: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});

/** GET /api/admin/accounts/:id: the account, its plan, figures, ledger (newest first) and payments. */
export const ZAdminAccountDetail = z.object({
  id: z.uuid(),
  name: z.string(),
  holderName: z.string().nullable(),
  holderEmail: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  plan: ZAccountPlan.nullable(),
  figures: z.object({
    balanceCents: z.number().int(),
    delinquentCents: z.number().int(),
    lateChargesCents: z.number().int(),
    nextPaymentDate: ZIsoDate.nullable(),
    lastPaymentDate: ZIsoDate.nullable(),
    installmentsLeft: z.number().int(),
    pendingPayments: z.number().int(),
    isActive: z.boolean(),
  }),
  ledger: z.array(ZLedgerLine),
  payments: z.array(ZAccountPayment),
  /** The account's refunds, newest first. */
  refunds: z.array(ZAccountRefund),
  /** The account's disputes, newest first. */
  disputes: z.array(ZAccountDispute),
});
export type TAdminAccountDetail = z.infer<typeof ZAdminAccountDetail>;

/** PUT /api/admin/accounts/:id/plan: creates the account's plan or replaces it (the ledger stays). */
export const ZAccountPlanInput = z.strictObject({
  installmentCents: boundedInt('plan.installment-range', L.installmentCents.min, L.installmentCents.max),
  installments: boundedInt('plan.installments-range', L.installments.min, L.installments.max),
  dueDay: boundedInt('plan.due-day-range', L.dueDay.min, L.dueDay.max),
  startMonth: z
    .string({ error: 'plan.invalid-start-month' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'plan.invalid-start-month'),
});
export type TAccountPlanInput = z.input<typeof ZAccountPlanInput>;

/** POST /api/admin/accounts/:id/adjustments: a signed amount (negative: a credit) and a required reason. */
export const ZAdjustmentInput = z.strictObject({
  amountCents: z
    .number({ error: 'billing.amount-range' })
    .int('billing.amount-range')
    .min(-L.amountCents.max, 'billing.amount-range')
    .max(L.amountCents.max, 'billing.amount-range')
    .refine((value) => value !== 0, 'billing.zero-amount'),
  reason: ZReason,
  idempotencyKey: ZRequestKey,
});
export type TAdjustmentInput = z.input<typeof ZAdjustmentInput>;

/** POST /api/admin/accounts/:id/refunds: part or all of a payment back to its card, with a reason. */
export const ZRefundInput = z.strictObject({
  paymentId: z.uuid({ error: 'refund.payment-not-found' }),
  amountCents: boundedInt('billing.amount-range', 1, L.amountCents.max),
  reason: ZReason,
  idempotencyKey: ZRequestKey,
});
export type TRefundInput = z.input<typeof ZRefundInput>;
