import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/set-locale';
import { renderWidget } from '../test/render-widget';
import { MoneyInput } from './money-input';

/** The field as a form holds it: the cents it was last given, NaN while the text cannot be read. */
function Harness({ start = 0, seen }: { start?: number; seen: number[] }) {
  const [cents, setCents] = useState(start);
  return (
    <MoneyInput
      label="Monto"
      blankZero
      cents={cents}
      onCents={(next) => {
        seen.push(next);
        setCents(next);
      }}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: /Monto/ }) as HTMLInputElement;
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function typed(text: string, locale: 'es' | 'en' = 'es') {
  const seen: number[] = [];
  const { user, unmount } = renderWidget(<Harness seen={seen} />, locale);
  await user.type(field(), text);
  await user.tab();
  const result = { cents: seen.at(-1), shown: field().value, error: errorOf(field()) };
  unmount();
  return result;
}

describe('the money input', () => {
  afterEach(() => setLocale('es'));

  it('reads "10.50" typed in Spanish as ten and a half, and writes it back the Spanish way', async () => {
    expect(await typed('10.50')).toEqual({ cents: 1_050, shown: '10,50', error: '' });
  });

  it('reads "10.50" pasted in Spanish as ten and a half too', async () => {
    const seen: number[] = [];
    const { user } = renderWidget(<Harness seen={seen} />);
    await user.click(field());
    await user.paste('10.50');
    await user.tab();
    expect({ cents: seen.at(-1), shown: field().value }).toEqual({ cents: 1_050, shown: '10,50' });
  });

  it('reads the four ways of writing an amount alike, in both languages', async () => {
    for (const locale of ['es', 'en'] as const) {
      expect((await typed('10,50', locale)).cents).toBe(1_050);
      expect((await typed('10.50', locale)).cents).toBe(1_050);
      expect((await typed('1.234,56', locale)).cents).toBe(123_456);
      expect((await typed('1,234.56', locale)).cents).toBe(123_456);
    }
    expect((await typed('1.234,56', 'en')).shown).toBe('1,234.56');
    expect((await typed('1,234.56', 'es')).shown).toBe('1.234,56');
  });

  it('refuses "1.234" as ambiguous, saying how to write it, and gives the form no amount', async () => {
    const es = await typed('1.234');
    expect(es.cents).toBeNaN();
    expect(es.shown).toBe('1.234');
    expect(es.error).toContain(
      'No queda claro si el separador de «1.234» marca miles o decimales: escríbalo con los decimales (por ejemplo 1.234,00) o sin separador de miles (1234)',
    );
    const en = await typed('1,234', 'en');
    expect(en.cents).toBeNaN();
    expect(en.error).toContain(
      'It is not clear whether the separator in “1,234” marks thousands or decimals',
    );
    expect(en.error).toContain('(for example 1,234.00)');
  });

  it('refuses more than 2 decimals, a negative amount and text it cannot read, in the reader’s language', async () => {
    expect(await typed('1.234,567')).toMatchObject({
      cents: Number.NaN,
      error: 'Escriba como máximo dos decimales',
    });
    expect(await typed('-5')).toMatchObject({ cents: Number.NaN, error: 'El monto no puede ser negativo' });
    expect(await typed('diez')).toMatchObject({
      cents: Number.NaN,
      error: 'Escriba el monto en cifras, por ejemplo 12,34 o 1.234,00',
    });
    expect(await typed('10 50', 'en')).toMatchObject({
      cents: Number.NaN,
      error: 'Type the amount in figures, for example 12.34 or 1,234.00',
    });
  });

  it('waits for the decimals after a trailing separator, and refuses it once the field is left', async () => {
    const seen: number[] = [];
    const { user } = renderWidget(<Harness seen={seen} />);
    await user.type(field(), '20,');
    expect(errorOf(field())).toBe('');
    expect(seen.at(-1)).toBeNaN();
    await user.type(field(), '5');
    expect(seen.at(-1)).toBe(2_050);
    await user.type(field(), ',');
    await user.tab();
    expect(errorOf(field())).toContain('Escriba el monto en cifras');
  });

  it('shows the currency beside the amount, and an amount it was given as the reader writes it', () => {
    renderWidget(<Harness start={123_450} seen={[]} />, 'en');
    expect(field().value).toBe('1,234.50');
    expect(screen.getByText('$')).toBeTruthy();
  });
});
