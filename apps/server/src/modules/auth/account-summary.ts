import type { DbOrTx } from '../../db/database.ts';

export type AccountSummary = {
  balanceCents: number;
  delinquentCents: number;
  installmentCents: number;
  lateChargesCents: number;
  lastPaymentDate: string | null;
  nextPaymentDate: string | null;
  isActive: boolean;
};

/** The figures of a user without an account (staff). */
export const emptyAccountSummary: AccountSummary = {
  balanceCents: 0,
  delinquentCents: 0,
  installmentCents: 0,
  lateChargesCents: 0,
  lastPaymentDate: null,
  nextPaymentDate: null,
  isActive: true,
};

/**
 * The billing figures of an account (ARCHITECTURE "Billing definitions"), shown in the login response
 * and the identity. Dates are ISO dates (YYYY-MM-DD). The billing module replaces this body.
 */
export async function getAccountSummary(
  _db: DbOrTx,
  _tenantId: string,
  _accountId: string,
): Promise<{
  balanceCents: number;
  delinquentCents: number;
  installmentCents: number;
  lateChargesCents: number;
  lastPaymentDate: string | null;
  nextPaymentDate: string | null;
  isActive: boolean;
}> {
  return { ...emptyAccountSummary };
}

/** The summary of a user's account, or the empty one when the user has none. */
export const summaryFor = (
  db: DbOrTx,
  tenantId: string,
  accountId: string | null,
): Promise<AccountSummary> =>
  accountId ? getAccountSummary(db, tenantId, accountId) : Promise.resolve({ ...emptyAccountSummary });
