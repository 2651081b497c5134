import { centsToAmount, type TCustomerPaymentInfo, type TPaymentResult } from '@puente/shared';
import type { Payment } from '../../../db/schema/index.ts';
import type { BillingFigures } from '../ledger/index.ts';

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
  };
}

/** 'succeeded', or the provider's code and message (spec: only status is read). */
export function presentPaymentResult(payment: Payment, paymentInfo?: TCustomerPaymentInfo): TPaymentResult {
  if (payment.status === 'succeeded') return { status: 'succeeded', paymentInfo };
  return {
    status: payment.providerErrorCode ?? payment.status,
    message: payment.providerErrorMessage,
    paymentInfo,
  };
}
