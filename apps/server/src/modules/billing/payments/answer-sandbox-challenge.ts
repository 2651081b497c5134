import type { TSandboxChallengeRequest } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { PaymentProvider } from '../provider/index.ts';
import { findPaymentByProviderKey } from './payments.repository.ts';
import { settleProviderCharge } from './settle-provider-charge.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'paymentProviders' | 'mailer' | 'dataCache'> &
  Partial<Pick<AppDeps, 'metrics'>>;

/**
 * The student's answer to the sandbox's 3-D Secure challenge (the stand-in for the bank's page that
 * Stripe.js opens in `stripe` mode): the sandbox takes the money or fails the charge, and the payment it
 * belongs to is settled from the provider's final state, once (the same settling a webhook event does, so
 * whichever comes first records it). Only the payer whose pending payment the challenge belongs to may
 * answer it; anything else (another account's secret, an answered or unknown challenge, a school not on
 * the sandbox) is 404 `payment.challenge-not-found`.
 */
export async function answerSandboxChallenge(
  deps: Deps,
  provider: PaymentProvider,
  payer: Actor<string>,
  request: TSandboxChallengeRequest,
): Promise<{ status: string }> {
  if (provider.name !== 'sandbox') throw new AppError('payment.challenge-not-found');
  const waiting = await provider.findChallenge(request.clientSecret);
  const payment = waiting ? await findPaymentByProviderKey(deps.db, waiting.idempotencyKey) : null;
  if (!waiting || payment?.tenantId !== payer.tenantId || payment.accountId !== payer.accountId)
    throw new AppError('payment.challenge-not-found');
  const charge = await provider.completeChallenge(request.clientSecret, request.passed);
  if (!charge) throw new AppError('payment.challenge-not-found');
  await settleProviderCharge(deps, charge);
  return { status: charge.status === 'succeeded' ? 'succeeded' : (charge.errorCode ?? 'failed') };
}
