import { PAYMENT_FORM_MESSAGES, type TCustomerPaymentInfo } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { amountToPay, type FormField, isAutoPayOn, validatePaymentForm } from './payment-form-model';
import { formatAmount } from './payment-format';
import { usePaymentStore } from './payment-store';

const CARD_FIELDS: FormField[] = ['cardNumber', 'expDate', 'cvv', 'zipCode'];

/**
 * The error text of each field, shown once the field was changed or left, or after a submit
 * ('Adicionar Tarjeta' shows only the card fields' errors).
 */
export function useVisibleErrors(account: TCustomerPaymentInfo): Partial<Record<FormField, string>> {
  const { t, i18n } = useTranslation('payments');
  const form = usePaymentStore((state) => state.form);
  const touched = usePaymentStore((state) => state.touched);
  const submitted = usePaymentStore((state) => state.submitted);
  const amount = amountToPay(form, isAutoPayOn(form, account.payMethodId), account.installment);
  const errors = validatePaymentForm(form, { balance: account.balance, amount });
  const visible: Partial<Record<FormField, string>> = {};
  for (const [field, failure] of Object.entries(errors) as [FormField, (typeof errors)[FormField]][]) {
    const shown =
      touched[field] || submitted === 'pay' || (submitted === 'add-card' && CARD_FIELDS.includes(field));
    if (!shown || !failure) continue;
    const params = { ...failure.params };
    if (failure.code === 'amount-above-balance')
      params.balance = formatAmount(account.balance, i18n.language);
    const fallback = PAYMENT_FORM_MESSAGES[failure.code as keyof typeof PAYMENT_FORM_MESSAGES];
    visible[field] = t(`validation.${failure.code}`, { ...params, defaultValue: fallback ?? failure.code });
  }
  return visible;
}
