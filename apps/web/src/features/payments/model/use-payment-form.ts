import { PAYMENT_FORM_MESSAGES, paymentFormSchema, type TCustomerPaymentInfo } from '@puente/shared';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldFailure } from '../../../ui/form/rule-text';
import { type SchemaForm, useSchemaForm } from '../../../ui/form/use-schema-form';
import { paymentAmountText } from './payment-authentication';
import { emptyPaymentForm, type PaymentFormModel } from './payment-form-model';
import { formatAmount } from './payment-format';

export type PaymentForm = SchemaForm<PaymentFormModel> & {
  /** Applies one of the model's changes (withCardField, selectActiveCard, …) to the values. */
  update: (change: (form: PaymentFormModel) => PaymentFormModel) => void;
};

/** The card fields, the only ones 'Adicionar Tarjeta' checks. */
export const CARD_FIELDS = ['cardNumber', 'expDate', 'cvv', 'zipCode'];

/**
 * The payment form's state on the form framework: the shared payment schema (card fields required only
 * without a stored card; with Stripe the card element checks the card), the amount the form pays (the
 * installment when auto-pay is on, the payment to confirm when the bank asks for it), errors once a field
 * is edited or left, or after a submit. `initialValues`: the form as the page opens it (empty unless told).
 */
export function usePaymentForm(
  account: TCustomerPaymentInfo,
  cardsInBrowser: boolean,
  initialValues: PaymentFormModel = emptyPaymentForm,
): PaymentForm {
  const { t, i18n } = useTranslation('payments');
  const { balance, payMethodId, installment, authenticationNeeded } = account;
  const schema = useMemo(
    () => (values: PaymentFormModel) =>
      paymentFormSchema({
        balance,
        storedCardSelected: values.selectedPaymentMethod !== null || cardsInBrowser,
      }),
    [balance, cardsInBrowser],
  );
  const schemaInput = useMemo(
    () => (values: PaymentFormModel) => ({
      ...values,
      amount: paymentAmountText(values, { payMethodId, installment, authenticationNeeded }),
    }),
    [payMethodId, installment, authenticationNeeded],
  );
  const form = useSchemaForm<PaymentFormModel>({
    schema,
    schemaInput,
    initialValues,
    validateOnBlur: true,
    messages: (failure: FieldFailure) => {
      const params = { ...failure.params };
      if (failure.code === 'amount-above-balance') params.balance = formatAmount(balance, i18n.language);
      const fallback = PAYMENT_FORM_MESSAGES[failure.code as keyof typeof PAYMENT_FORM_MESSAGES];
      return t(`validation.${failure.code}`, { ...params, defaultValue: fallback ?? failure.code });
    },
  });
  return {
    ...form,
    update: (change) => {
      const values = form.form.getValues();
      const next = change(values);
      if (next !== values) form.form.setValues(next);
    },
  };
}

const PaymentFormContext = createContext<PaymentForm | null>(null);
export const PaymentFormProvider = PaymentFormContext.Provider;

/** The payment page's form, for the fields drawn inside it. */
export function usePaymentFormContext(): PaymentForm {
  const form = useContext(PaymentFormContext);
  if (!form) throw new Error('usePaymentFormContext outside PaymentFormProvider');
  return form;
}
