import type { AppDeps } from '../../../app-deps.ts';
import type { Actor } from '../../../lib/actor.ts';
import { schoolDate } from './billing-dates.ts';
import type { BillingFigures } from './compute-account-summary.ts';
import { loadAccountFigures } from './load-account-figures.ts';

export type MyAccount = { figures: BillingFigures; payMethodId: string | null };

/** The payer's account figures on the school's today and its auto-pay card (one database round trip). */
export const getMyAccount = (deps: Pick<AppDeps, 'db' | 'clock'>, payer: Actor<string>): Promise<MyAccount> =>
  loadAccountFigures(
    deps.db,
    payer.tenantId,
    payer.accountId,
    schoolDate(deps.clock.now(), payer.schoolTimeZone),
  );
