import { describe, expect, it } from 'vitest';
import { moneyText } from './money-text';

// Intl separates the Spanish amount from its currency with a no-break space.
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

describe('money in the administration’s billing', () => {
  it('names the school’s currency in the reader’s language', () => {
    expect(spaced(moneyText(123450, 'es'))).toBe('1.234,50 US$');
    expect(moneyText(123450, 'en')).toBe('$1,234.50');
  });
  it('keeps the sign of a credit, and writes a charge’s sign when asked', () => {
    expect(spaced(moneyText(-2550, 'es'))).toBe('-25,50 US$');
    expect(moneyText(-2550, 'en')).toBe('-$25.50');
    expect(moneyText(4000, 'en', { signed: true })).toBe('+$40.00');
    expect(spaced(moneyText(4000, 'es', { signed: true }))).toBe('+40,00 US$');
    expect(moneyText(0, 'en', { signed: true })).toBe('$0.00');
  });
  it('writes another currency when the school has one', () => {
    expect(spaced(moneyText(1000, 'es', { currency: 'EUR' }))).toBe('10,00 €');
    expect(moneyText(1000, 'en', { currency: 'MXN' })).toBe('MX$10.00');
  });
});
