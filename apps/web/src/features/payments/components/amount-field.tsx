import { Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { withAmountText } from '../model/payment-form-model';
import { usePaymentFormContext } from '../model/use-payment-form';

type AmountProps = {
  value: string;
  fixed: boolean;
  /** Fixed to the payment the bank asks the student to confirm (not to the installment). */
  authentication?: boolean;
  error?: string;
  disabled: boolean;
};

/** 'Total a Pagar': an optional sign, digits and one decimal point; the installment when auto-pay is on. */
export function AmountField({ value, fixed, authentication = false, error, disabled }: AmountProps) {
  const { t } = useTranslation('payments');
  const paymentForm = usePaymentFormContext();
  const { onBlur } = paymentForm.inputProps('amount');
  return (
    <TextInput
      label={t('amount.label')}
      description={authentication ? t('amount.authentication') : fixed ? t('amount.fixed') : undefined}
      value={value}
      readOnly={fixed}
      disabled={disabled}
      required
      inputMode="decimal"
      autoComplete="off"
      name="amount"
      leftSection="$"
      error={error}
      onChange={(event) => {
        const text = event.currentTarget.value;
        paymentForm.update((form) => withAmountText(form, text));
      }}
      onBlur={onBlur}
      maw={260}
    />
  );
}

type AutoPayProps = { checked: boolean; disabled: boolean; onToggle: (on: boolean) => void };

/** The auto-payment toggle: of the selected stored card, or of the new card being added. */
export function AutoPaySwitch({ checked, disabled, onToggle }: AutoPayProps) {
  const { t } = useTranslation('payments');
  return (
    <Switch
      label={t('autoPay.label')}
      description={t('autoPay.description')}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onToggle(event.currentTarget.checked)}
    />
  );
}
