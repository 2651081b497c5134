import type {
  TAttachCardResponse,
  TAutoPaymentResponse,
  TRetailCustomer,
  TStoredPaymentMethod,
} from '@puente/shared';
import type { PaymentMethodRow } from '../../../db/schema/index.ts';
import type { AttachAnswer } from './attach-payment-method.ts';

const presentPaymentMethod = (method: PaymentMethodRow): TStoredPaymentMethod => ({
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

/** The stored card, or the 3-D Secure challenge its setup waits for (the secret is for the payer's browser). */
export const presentAttachAnswer = (answer: AttachAnswer): TAttachCardResponse =>
  'stored' in answer
    ? presentPaymentMethod(answer.stored)
    : {
        status: 'requires_action',
        challenge: { clientSecret: answer.challenge.clientSecret },
        setupIntentId: answer.challenge.setupIntentId,
        paymentMethodId: answer.challenge.paymentMethodId,
      };
