import type { AppDeps } from '../../../app-deps.ts';
import type { Payment } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { type ChargeAttempt, ProviderCardError, type ProviderCharge } from '../provider/index.ts';
import { recordPaymentOutcome } from './payments.repository.ts';
import { sendPaymentReceipt } from './send-payment-receipt.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'paymentProviders' | 'mailer' | 'dataCache'> &
  Partial<Pick<AppDeps, 'metrics'>>;

/**
 * Phase two: asks the provider (with the intent's key) and records the answer. When the intent may
 * have reached the provider already (a retry, a crash), its record is checked first; charging again
 * with the same key is safe either way, because the provider answers the first charge. When the
 * provider has told us the outcome itself (a verified webhook event: `{ charge }`), it is recorded
 * without asking.
 */
export async function settlePayment(
  deps: Deps,
  payment: Payment,
  options: { askProviderFirst: boolean } | { charge: ProviderCharge },
): Promise<PaymentAnswer> {
  const charge =
    'charge' in options
      ? options.charge
      : await chargeOnce(deps, payment, options.askProviderFirst).catch((error: unknown) => {
          deps.metrics?.payments.inc({ outcome: 'provider-unavailable' });
          throw error;
        });
  // The card asks for 3-D Secure: nothing is taken yet and nothing is recorded. The payment stays pending
  // (its amount reserved) until the student's answer to the challenge reaches us: the browser asks again
  // with the same key, or the provider's webhook tells the outcome.
  if (charge.status === 'requires_action')
    return { ...payment, challenge: { chargeId: charge.id, clientSecret: charge.clientSecret } };
  // One statement: a reservation's balance check sees the payment either pending or posted.
  const outcome = await recordPaymentOutcome(deps.db, payment, charge, deps.clock.now());
  // This instance's cached figures go now (also outside a request: auto-pay, a pending one settled);
  // the other instances hear of it from the database.
  if (outcome.recorded) {
    deps.dataCache.invalidate({ kind: 'account', id: payment.accountId });
    // Counted once, by the call that recorded it: the status only, never an amount or a card.
    deps.metrics?.payments.inc({ outcome: outcome.payment.status });
  }
  // The receipt goes into the outbox with the next batch of mails, while the caller goes on (a retail
  // payment reads the account's figures meanwhile): waiting for it would add a commit to every payment's
  // answer and change nothing if the process stopped in between. The mailer's idle() and close() wait for it.
  if (outcome.recorded && outcome.payment.status === 'succeeded') {
    void sendPaymentReceipt(deps, outcome.payment, outcome.holder).catch(() => undefined);
  }
  return outcome.payment;
}

/**
 * A payment as a payment call answers it: with the 3-D Secure challenge the student must pass when the
 * card asked for one (the client secret is for the payer's browser only: never stored or logged).
 */
export type PaymentAnswer = Payment & { challenge?: { chargeId: string; clientSecret: string } };

async function chargeOnce(deps: Deps, payment: Payment, askProviderFirst: boolean): Promise<ChargeAttempt> {
  const { provider } = await deps.paymentProviders.forTenant(deps.db, payment.tenantId);
  const key = payment.providerIdempotencyKey;
  try {
    const found = askProviderFirst
      ? await provider.findChargeByIdempotencyKey({ idempotencyKey: key, customer: payment.customerId })
      : null;
    return (
      found ??
      (await provider.charge({
        customer: payment.customerId,
        paymentMethod: payment.paymentMethodId,
        amountCents: payment.amountCents,
        idempotencyKey: key,
        description: `Puente ${payment.source} payment`,
        // The daily run charges with nobody there to pass a 3-D Secure challenge.
        offSession: payment.source === 'autopay',
      }))
    );
  } catch (error) {
    if (error instanceof ProviderCardError) {
      const refused: ProviderCharge = {
        id: '',
        idempotencyKey: key,
        customer: payment.customerId,
        paymentMethod: payment.paymentMethodId,
        amountCents: payment.amountCents,
        status: 'failed',
        errorCode: error.code,
        errorMessage: error.providerMessage,
      };
      return refused;
    }
    throw new AppError('payment.provider-unavailable', { cause: error });
  }
}
