import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { centsOf } from '../model/money-text';

type Props = Omit<NumberInputProps, 'value' | 'onChange'> & {
  /** The amount in integer cents. */
  cents: number;
  onCents: (cents: number) => void;
};

/**
 * An amount typed with 2 decimals in the reader's separators, kept as integer cents. The text stays as
 * typed (an empty field, "20." on the way to "20.50"); the model gets its cents at every change.
 */
export function MoneyInput({ cents, onCents, ...props }: Props) {
  const { i18n } = useTranslation();
  const [text, setText] = useState<string | number>(cents === 0 ? '' : cents / 100);
  const english = i18n.language === 'en';
  return (
    <NumberInput
      decimalScale={2}
      allowNegative={false}
      decimalSeparator={english ? '.' : ','}
      thousandSeparator={english ? ',' : '.'}
      clampBehavior="none"
      inputMode="decimal"
      {...props}
      value={text}
      onChange={(value) => {
        setText(value);
        onCents(centsOf(value));
      }}
    />
  );
}
