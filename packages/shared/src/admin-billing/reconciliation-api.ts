import { z } from 'zod';

/** How many days back the reconciliation compares the provider's record with the ledger. */
export const RECONCILIATION_DAYS = 7;

/**
 * A difference between the payment provider's record and the ledger:
 * - `charge-without-entry`: the provider took money that no ledger entry records;
 * - `entry-without-charge`: a ledger entry records a payment the provider has no succeeded charge for;
 * - `amount-mismatch`: both have it, with other amounts;
 * - `refund-without-entry`: the provider gave money back that no refund of the ledger records;
 * - `entry-without-refund`: a refund the ledger counts as done that the provider has not (or failed).
 */
const RECONCILIATION_KINDS = [
  'charge-without-entry',
  'entry-without-charge',
  'amount-mismatch',
  'refund-without-entry',
  'entry-without-refund',
] as const;
export type TReconciliationKind = (typeof RECONCILIATION_KINDS)[number];

const ZReconciliationDifference = z.object({
  kind: z.enum(RECONCILIATION_KINDS),
  /** The provider's id of the charge (a PaymentIntent at Stripe) or of the refund. */
  providerId: z.string().nullable(),
  /** The account the ledger side belongs to, when there is one. */
  accountId: z.uuid().nullable(),
  accountName: z.string().nullable(),
  /** What the ledger records, in cents (null: nothing). */
  ledgerCents: z.number().int().nullable(),
  /** What the provider records, in cents (null: nothing). */
  providerCents: z.number().int().nullable(),
});
export type TReconciliationDifference = z.infer<typeof ZReconciliationDifference>;

/** GET /api/admin/billing/reconciliation: the last days compared, and every difference found. */
export const ZReconciliation = z.object({
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  differences: z.array(ZReconciliationDifference),
});
export type TReconciliation = z.infer<typeof ZReconciliation>;
