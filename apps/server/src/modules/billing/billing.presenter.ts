import {
  centsToAmount,
  type TAutoPaymentResponse,
  type TCustomerPaymentInfo,
  type TPaymentResult,
  type TRetailCustomer,
  type TStoredPaymentMethod,
} from '@puente/shared';
import type { Payment, PaymentMethodRow } from '../../db/schema/index.ts';
import type { BillingFigures } from './ledger/index.ts';

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

export const presentPaymentMethod = (method: PaymentMethodRow): TStoredPaymentMethod => ({
  id: method.providerPaymentMethodId,
  brand: method.brand,
  last4: method.last4,
  expMonth: method.expMonth,
  expYear: method.expYear,
});

export const presentCustomer = (customerId: string, methods: PaymentMethodRow[]): TRetailCustomer => ({
  id: customerId,
  paymentMethods: methods.map(presentPaymentMethod),
});

/** 'succeeded', or the provider's code and message (spec: only status is read). */
export function presentPaymentResult(payment: Payment, paymentInfo?: TCustomerPaymentInfo): TPaymentResult {
  if (payment.status === 'succeeded') return { status: 'succeeded', paymentInfo };
  return {
    status: payment.providerErrorCode ?? payment.status,
    message: payment.providerErrorMessage,
    paymentInfo,
  };
}

export const presentAutoPayment = (payMethodId: string | null): TAutoPaymentResponse => ({ payMethodId });
