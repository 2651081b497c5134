import type { AppDeps } from '../../../app-deps.ts';
import { listStalePendingPayments, settlePayment, settleProviderCharge } from '../payments/index.ts';

/**
 * How long a payment may wait for its 3-D Secure challenge before it is given up (the student closed the
 * tab): its amount stays reserved meanwhile, so it must not wait for ever.
 */
export const CHALLENGE_TIMEOUT_MS = 30 * 60_000;

/**
 * Settles payments left pending (a crash or a lost connection between the two phases) by asking the
 * provider's record with the intent's key; never charges twice. A payment whose 3-D Secure challenge
 * was left unanswered for CHALLENGE_TIMEOUT_MS is canceled at the provider and recorded as not paid.
 * Returns how many were settled.
 */
export async function resolvePendingPayments(
  deps: Pick<AppDeps, 'db' | 'clock' | 'paymentProviders' | 'mailer' | 'dataCache'>,
  olderThanMs = 60_000,
): Promise<number> {
  const stale = await listStalePendingPayments(deps.db, new Date(deps.clock.now().getTime() - olderThanMs));
  let settled = 0;
  for (const payment of stale) {
    const result = await settlePayment(deps, payment, { askProviderFirst: true }).catch(() => null);
    if (result && result.status !== 'pending') settled++;
    const abandoned = payment.createdAt.getTime() < deps.clock.now().getTime() - CHALLENGE_TIMEOUT_MS;
    if (
      result?.challenge &&
      abandoned &&
      (await giveUpChallenge(deps, payment.tenantId, result.challenge.chargeId))
    )
      settled++;
  }
  return settled;
}

/** Cancels a charge whose challenge nobody answered and records its outcome (canceled, or one that came meanwhile). */
async function giveUpChallenge(
  deps: Parameters<typeof resolvePendingPayments>[0],
  tenantId: string,
  chargeId: string,
): Promise<boolean> {
  const { provider } = await deps.paymentProviders.forTenant(deps.db, tenantId);
  const charge = await provider.cancelCharge(chargeId).catch(() => null);
  if (!charge) return false;
  return (await settleProviderCharge(deps, charge)).outcome === 'settled';
}
