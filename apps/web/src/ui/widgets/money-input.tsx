import { TextInput, type TextInputProps } from '@mantine/core';
import { CURRENCY_SYMBOL, centsToAmount, formatAmount, parseMoneyText } from '@puente/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type MoneyInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'leftSection' | 'inputMode'> & {
  /** The amount in integer cents; NaN while the text cannot be read. */
  cents: number;
  /**
   * Called at every change: the cents read (0 when empty), or NaN while the text is ambiguous,
   * malformed or negative, so the form's schema refuses it and OK stays disabled.
   */
  onCents: (cents: number) => void;
  /** An empty field rather than '0,00' for 0 at first (a new amount to type). */
  blankZero?: boolean;
};

/** The text the field shows for an amount, as the reader writes it ('1.234,50'); empty for none. */
const textOf = (cents: number, locale: string, blankZero = false) =>
  Number.isNaN(cents) || (blankZero && cents === 0) ? '' : formatAmount(centsToAmount(cents), locale);

/** What the text reads as: cents, or the widgets text of why not. */
function readText(text: string): { cents: number } | { error: string } {
  const read = parseMoneyText(text);
  if (read.kind === 'empty') return { cents: 0 };
  if (read.kind === 'error') return { error: read.error };
  return read.cents < 0 ? { error: 'negative' } : { cents: read.cents };
}

/** Text still being typed: a trailing separator ('20,' on the way to '20,50'). */
const unfinished = (text: string) => /[.,]$/.test(text.trim());

/**
 * The one input for an amount of money, in integer cents, with the currency beside it. It reads '10,50',
 * '10.50', '1.234,56' and '1,234.56' alike (the rules of `parseMoneyText` in packages/shared) and
 * refuses, with a text saying how to write it, what it cannot read for sure: '1.234' (thousands or
 * decimals?), more than 2 decimals, a negative amount, anything else. Leaving the field writes a read
 * amount back as the reader writes it ('10.50' becomes '10,50' in Spanish), so what was understood shows.
 */
export function MoneyInput({ cents, onCents, blankZero, error, onBlur, ...props }: MoneyInputProps) {
  const { t, i18n } = useTranslation('widgets');
  const locale = i18n.language;
  const [text, setText] = useState(() => textOf(cents, locale, blankZero));
  const [left, setLeft] = useState(false);
  const read = readText(text);

  // The model changed from outside (undo, clear, a loaded model): show it.
  useEffect(() => {
    setText((current) => {
      const shown = readText(current);
      return 'cents' in shown && shown.cents !== cents && !Number.isNaN(cents)
        ? textOf(cents, locale, blankZero)
        : current;
    });
  }, [cents, locale, blankZero]);

  const refusal =
    'error' in read && (left || !unfinished(text))
      ? t(`money.${read.error}`, {
          text: text.trim(),
          thousands: formatAmount(1234, locale),
          decimals: formatAmount(12.34, locale),
        })
      : undefined;
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      leftSection={CURRENCY_SYMBOL}
      {...props}
      value={text}
      error={refusal ?? error}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const nextRead = readText(next);
        onCents('cents' in nextRead ? nextRead.cents : Number.NaN);
      }}
      onBlur={(event) => {
        setLeft(true);
        if ('cents' in read && text.trim() !== '') setText(textOf(read.cents, locale));
        onBlur?.(event);
      }}
    />
  );
}
