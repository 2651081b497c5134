import type { TSandboxChallengeRequest } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findCustomer } from '../ledger/index.ts';
import type { PaymentProvider, SandboxPaymentProvider } from '../provider/index.ts';
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
 * the sandbox) is 404 `payment.challenge-not-found`. The challenge of a card being saved (a SetupIntent's
 * secret, answered by the attach call) is answered the same way: see answerSetupChallenge.
 */
export async function answerSandboxChallenge(
  deps: Deps,
  provider: PaymentProvider,
  payer: Actor<string>,
  request: TSandboxChallengeRequest,
): Promise<{ status: string }> {
  if (provider.name !== 'sandbox') throw new AppError('payment.challenge-not-found');
  const setup = await provider.findSetupChallenge(request.clientSecret);
  if (setup) return answerSetupChallenge(deps, provider, payer, request, setup.customer);
  const waiting = await provider.findChallenge(request.clientSecret);
  const payment = waiting ? await findPaymentByProviderKey(deps.db, waiting.idempotencyKey) : null;
  if (!waiting || payment?.tenantId !== payer.tenantId || payment.accountId !== payer.accountId)
    throw new AppError('payment.challenge-not-found');
  const charge = await provider.completeChallenge(request.clientSecret, request.passed);
  if (!charge) throw new AppError('payment.challenge-not-found');
  await settleProviderCharge(deps, charge);
  return { status: charge.status === 'succeeded' ? 'succeeded' : (charge.errorCode ?? 'failed') };
}

/**
 * The student's answer to the challenge of a card being saved (a SetupIntent): passed, the card is
 * authenticated at the sandbox and the browser's next attach call stores it; failed or closed, no card is
 * stored and that call answers the refusal. Only the account whose customer the card is saved for may
 * answer it. 'succeeded' or the provider's code (setup_intent_authentication_failure).
 */
async function answerSetupChallenge(
  deps: Pick<AppDeps, 'db'>,
  provider: SandboxPaymentProvider,
  payer: Actor<string>,
  request: TSandboxChallengeRequest,
  setupCustomer: string,
): Promise<{ status: string }> {
  const customer = await findCustomer(deps.db, payer.tenantId, payer.accountId);
  if (customer?.providerCustomerId !== setupCustomer) throw new AppError('payment.challenge-not-found');
  const setup = await provider.completeSetupChallenge(request.clientSecret, request.passed);
  if (!setup) throw new AppError('payment.challenge-not-found');
  return { status: setup.status === 'succeeded' ? 'succeeded' : (setup.errorCode ?? 'failed') };
}
