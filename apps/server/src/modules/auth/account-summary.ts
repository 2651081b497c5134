import type { DbOrTx } from '../../db/database.ts';
import { loadBillingFigures, schoolDate } from '../billing/index.ts';

export type AccountSummary = {
  balanceCents: number;
  delinquentCents: number;
  installmentCents: number;
  lateChargesCents: number;
  lastPaymentDate: string | null;
  nextPaymentDate: string | null;
  isActive: boolean;
  /** The auto-pay charge asked for 3-D Secure: the student must pay the installment themselves. */
  authenticationNeeded: boolean;
};

/** The figures of a user without an account (staff). */
const emptyAccountSummary: AccountSummary = {
  balanceCents: 0,
  delinquentCents: 0,
  installmentCents: 0,
  lateChargesCents: 0,
  lastPaymentDate: null,
  nextPaymentDate: null,
  isActive: true,
  authenticationNeeded: false,
};

/**
 * The billing figures of an account (ARCHITECTURE "Billing definitions"), shown in the login response
 * and the identity. Dates are ISO dates (YYYY-MM-DD). They are computed for the school's day of `now`.
 */
async function getAccountSummary(
  db: DbOrTx,
  tenantId: string,
  accountId: string,
  now: Date,
  timeZone: string,
): Promise<AccountSummary> {
  const figures = await loadBillingFigures(db, tenantId, accountId, schoolDate(now, timeZone));
  return {
    balanceCents: figures.balanceCents,
    delinquentCents: figures.delinquentCents,
    installmentCents: figures.installmentCents,
    lateChargesCents: figures.lateChargesCents,
    lastPaymentDate: figures.lastPaymentDate,
    nextPaymentDate: figures.nextPaymentDate,
    isActive: figures.isActive,
    authenticationNeeded: figures.authenticationNeeded !== null,
  };
}

/** The summary of a user's account on the school's day of `now`, or the empty one when the user has none. */
export const summaryFor = (
  db: DbOrTx,
  school: { id: string; timeZone: string },
  accountId: string | null,
  now: Date,
): Promise<AccountSummary> =>
  accountId
    ? getAccountSummary(db, school.id, accountId, now, school.timeZone)
    : Promise.resolve({ ...emptyAccountSummary });
