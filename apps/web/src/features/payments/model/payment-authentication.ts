import type { TCustomerPaymentInfo, TRetailCustomer } from '@puente/shared';
import { amountToPay, isAutoPayOn, type PaymentFormModel } from './payment-form-model';

type Account = Pick<TCustomerPaymentInfo, 'installment' | 'payMethodId' | 'authenticationNeeded'>;
type Needed = NonNullable<TCustomerPaymentInfo['authenticationNeeded']>;

/** The query of the mail's link: 'Añadir Pago' opens with the payment the bank asks to confirm ready. */
export const AUTHENTICATE_PARAM = 'authenticate';

/**
 * The auto-pay charge the bank asks the student to confirm (3-D Secure), when the selected stored card is
 * the card it was made with: that payment is made here, on-session, where the bank's challenge can be met.
 */
export function authenticationOf(form: PaymentFormModel, account: Account): Needed | null {
  const needed = account.authenticationNeeded ?? null;
  return needed && form.selectedPaymentMethod === needed.paymentMethodId ? needed : null;
}

/**
 * The amount text to validate and pay: the payment to confirm when its card is selected (fixed, like the
 * installment with auto-pay on), else as the form has it (amountToPay).
 */
export function paymentAmountText(form: PaymentFormModel, account: Account): string {
  const needed = authenticationOf(form, account);
  if (needed) return needed.amount.toFixed(2);
  return amountToPay(form, isAutoPayOn(form, account.payMethodId), account.installment);
}

/**
 * The form as the mail's link opens it: the card of the payment to confirm marked and selected, when it is
 * still a stored card of the payer (else the form as it was: the notice still tells what to pay).
 */
export function withAuthenticationReady(
  form: PaymentFormModel,
  account: Account,
  customer: TRetailCustomer | null,
): PaymentFormModel {
  const needed = account.authenticationNeeded;
  if (!needed || !customer?.paymentMethods.some((card) => card.id === needed.paymentMethodId)) return form;
  const id = needed.paymentMethodId;
  return {
    ...form,
    customer: customer.id,
    activeItem: id,
    selectedPaymentMethod: id,
    paymentId: id,
    amount: needed.amount.toFixed(2),
  };
}
