import type { TAutoPaymentResponse, TRetailCustomer, TStoredPaymentMethod } from '@puente/shared';
import type { PaymentMethodRow } from '../../../db/schema/index.ts';

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

export const presentAutoPayment = (payMethodId: string | null): TAutoPaymentResponse => ({ payMethodId });
