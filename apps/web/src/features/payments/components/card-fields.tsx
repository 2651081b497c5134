import { InputBase, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { cardMask, cvcLength } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';
import type { CardField } from '../model/payment-form-model';
import { withCardField } from '../model/payment-form-model';
import { usePaymentFormContext } from '../model/use-payment-form';

type Props = { disabled: boolean };

/** Card number (masked, Amex aware), valid-until (MM/YY), CVC (3, 4 for Amex) and postal code. */
export function CardFields({ disabled }: Props) {
  const { t } = useTranslation('payments');
  const paymentForm = usePaymentFormContext();
  const form = paymentForm.form.values;
  const change = (field: CardField) => (value: string) =>
    paymentForm.update((f) => withCardField(f, field, value));
  // The masked inputs report their value through onAccept: only the error and the blur come from the form.
  const common = (field: CardField) => {
    const { error, onBlur } = paymentForm.inputProps(field);
    return { required: true, disabled, error, onBlur };
  };

  return (
    <Stack gap="sm">
      <InputBase
        component={IMaskInput}
        mask={cardMask(form.cardNumber)}
        value={form.cardNumber}
        onAccept={change('cardNumber')}
        label={t('card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        name="cardNumber"
        {...common('cardNumber')}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <InputBase
          component={IMaskInput}
          mask="00/00"
          unmask
          value={form.expDate}
          onAccept={change('expDate')}
          label={t('card.expiry')}
          placeholder={t('card.expiryPlaceholder')}
          inputMode="numeric"
          autoComplete="cc-exp"
          name="expDate"
          {...common('expDate')}
        />
        <InputBase
          component={IMaskInput}
          mask={'0'.repeat(cvcLength(form.cardNumber))}
          value={form.cvv}
          onAccept={change('cvv')}
          label={t('card.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          name="cvv"
          {...common('cvv')}
        />
        <TextInput
          value={form.zipCode}
          onChange={(event) => change('zipCode')(event.currentTarget.value)}
          label={t('card.zipCode')}
          maxLength={10}
          autoComplete="postal-code"
          name="zipCode"
          {...common('zipCode')}
        />
      </SimpleGrid>
    </Stack>
  );
}
