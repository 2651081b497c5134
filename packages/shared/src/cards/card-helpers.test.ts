import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrand, isAmex } from './card-brand.ts';
import {
  AMEX_CARD_MASK,
  CARD_MASK,
  cardMask,
  cvcLength,
  formatCardNumber,
  maskCardNumber,
  trimCvcForNumber,
} from './card-format.ts';
import { isValidCardNumber } from './card-number.ts';
import { luhnCheckDigit, luhnValid } from './luhn.ts';

const STRIPE_TEST_NUMBERS = [
  '4242424242424242',
  '4000000000000002',
  '4000000000009995',
  '4000000000000069',
  '4000000000000127',
  '378282246310005',
];
const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: min, maxLength: max });

describe('Stripe test numbers', () => {
  it.each(STRIPE_TEST_NUMBERS)('%s is a valid card number', (number) => {
    expect(luhnValid(number)).toBe(true);
    expect(isValidCardNumber(number)).toBe(true);
    expect(isValidCardNumber(formatCardNumber(number))).toBe(true);
  });
  it('brands them', () => {
    expect(cardBrand('4242 4242 4242 4242')).toBe('visa');
    expect(cardBrand('3782 822463 10005')).toBe('amex');
  });
});

describe('cardBrand', () => {
  it.each([
    ['4111', 'visa'],
    ['5100', 'mastercard'],
    ['5555', 'mastercard'],
    ['2221', 'mastercard'],
    ['2720', 'mastercard'],
    ['2220', 'unknown'],
    ['2721', 'unknown'],
    ['5600', 'unknown'],
    ['34', 'amex'],
    ['37', 'amex'],
    ['35', 'unknown'],
    ['6011', 'discover'],
    ['6500', 'discover'],
    ['6440', 'discover'],
    ['6490', 'discover'],
    ['6430', 'unknown'],
    ['', 'unknown'],
    ['abcd', 'unknown'],
  ])('%s -> %s', (prefix, brand) => {
    expect(cardBrand(`${prefix}000000000000`.slice(0, Math.max(prefix.length, 16)))).toBe(brand);
  });
  it('isAmex is true exactly for 34 and 37', () => {
    fc.assert(fc.property(digits(2, 19), (n) => isAmex(n) === (n.startsWith('34') || n.startsWith('37'))));
  });
});

describe('Luhn (property)', () => {
  it('appending the computed check digit always validates', () => {
    fc.assert(fc.property(digits(1, 30), (partial) => luhnValid(partial + luhnCheckDigit(partial))));
  });
  it('changing any one digit never validates', () => {
    const changed = fc
      .tuple(digits(1, 30), fc.nat(), fc.integer({ min: 1, max: 9 }))
      .map(([partial, at, delta]) => {
        const valid = partial + luhnCheckDigit(partial);
        const i = at % valid.length;
        const d = (Number(valid[i]) + delta) % 10;
        return valid.slice(0, i) + d + valid.slice(i + 1);
      });
    fc.assert(fc.property(changed, (number) => !luhnValid(number)));
  });
  it('rejects non-digits and a single digit', () => {
    expect(luhnValid('0')).toBe(false);
    expect(luhnValid('4242-4242-4242-4242')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('masks and formatting', () => {
  it('cardMask is the Amex one for 34/37 and the 16-digit one otherwise', () => {
    expect(cardMask('378282246310005')).toBe('0000 000000 00000');
    expect(cardMask('4242')).toBe('0000 0000 0000 0000');
  });
  it('formats as the user types', () => {
    expect(formatCardNumber('424242')).toBe('4242 42');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4242 4242-4242a4242 999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('')).toBe('');
  });
  it('never exceeds the mask and fills it when there are enough digits (property)', () => {
    fc.assert(
      fc.property(digits(0, 25), (input) => {
        const formatted = formatCardNumber(input);
        const mask = cardMask(input);
        const need = mask.replace(/ /g, '').length;
        const sameShape = formatted.replace(/\d/g, '0') === mask.slice(0, formatted.length);
        const full = input.length >= need ? formatted.length === mask.length : true;
        return (
          sameShape &&
          full &&
          formatted.replace(/ /g, '') === input.slice(0, need) &&
          !formatted.endsWith(' ')
        );
      }),
    );
    expect(AMEX_CARD_MASK.length).toBe(17);
    expect(CARD_MASK.length).toBe(19);
  });
  it('maskCardNumber shows only the last 4', () => {
    expect(maskCardNumber('4242', 'visa')).toBe('•••• •••• •••• 4242');
    expect(maskCardNumber('0005', 'amex')).toBe('•••• •••••• •0005');
    expect(maskCardNumber('0005', 'American Express')).toBe('•••• •••••• •0005');
  });
});

describe('CVC', () => {
  it('cvcLength is 4 for Amex, else 3', () => {
    expect(cvcLength('378282246310005')).toBe(4);
    expect(cvcLength('4242424242424242')).toBe(3);
  });
  it('trimCvcForNumber cuts a 4-digit CVC to 3 only for non-Amex numbers', () => {
    expect(trimCvcForNumber('1234', '4242')).toBe('123');
    expect(trimCvcForNumber('1234', '3782')).toBe('1234');
    expect(trimCvcForNumber('12', '4242')).toBe('12');
  });
  it('never leaves a CVC longer than the number allows (property)', () => {
    fc.assert(
      fc.property(digits(0, 4), digits(0, 19), (cvc, number) => {
        const trimmed = trimCvcForNumber(cvc, number);
        return (
          trimmed.length <= cvcLength(number) &&
          cvc.startsWith(trimmed) &&
          (isAmex(number) ? trimmed === cvc : true)
        );
      }),
    );
  });
});
