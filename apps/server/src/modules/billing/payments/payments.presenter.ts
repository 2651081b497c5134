import { centsToAmount, type TCustomerPaymentInfo, type TPaymentResult } from '@puente/shared';
import type { BillingFigures } from '../ledger/index.ts';
import type { PaymentAnswer } from './settle-payment.ts';

export function presentPaymentInfo(
  figures: BillingFigures,
  payMethodId: string | null,
  retailKey: string,
): TCustomerPaymentInfo {
  return {
    balance: centsToAmount(figures.balanceCents),
    installment: centsToAmount(figures.installmentCents),
    lateCharges: centsToAmount(figures.lateChargesCents),
    delinquentAmount: centsToAmount(figures.delinquentCents),
    lastPaymentDate: figures.lastPaymentDate,
    nextPaymentDate: figures.nextPaymentDate,
    installments: figures.installments,
    pendingPayments: figures.pendingPayments,
    isActive: figures.isActive,
    payMethodId,
    retailKey,
    authenticationNeeded: figures.authenticationNeeded && {
      amount: centsToAmount(figures.authenticationNeeded.amountCents),
      paymentMethodId: figures.authenticationNeeded.paymentMethodId,
    },
  };
}

/**
 * 'succeeded', 'requires_action' with the challenge the browser passes (3-D Secure), or the provider's code
 * and message (spec: only status is read).
 */
export function presentPaymentResult(
  payment: PaymentAnswer,
  paymentInfo?: TCustomerPaymentInfo,
): TPaymentResult {
  if (payment.status === 'succeeded') return { status: 'succeeded', paymentInfo };
  if (payment.status === 'pending' && payment.challenge)
    return {
      status: 'requires_action',
      message: null,
      challenge: { clientSecret: payment.challenge.clientSecret },
      paymentInfo,
    };
  return {
    status: payment.providerErrorCode ?? payment.status,
    message: payment.providerErrorMessage,
    paymentInfo,
  };
}
