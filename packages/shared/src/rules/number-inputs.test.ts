import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isDecimalInput,
  isIntegerInput,
  parseDecimalInput,
  parseIntegerInput,
  ZDecimalInput,
  ZIntegerInput,
} from './number-inputs.ts';
import { validateRules } from './rule-result.ts';

describe('integer inputs', () => {
  it('accept an optional sign and digits; empty means 0', () => {
    expect(parseIntegerInput('')).toBe(0);
    expect(parseIntegerInput('-')).toBe(0);
    expect(parseIntegerInput('42')).toBe(42);
    expect(parseIntegerInput('+42')).toBe(42);
    expect(parseIntegerInput('-42')).toBe(-42);
    expect(parseIntegerInput('-0')).toBe(0);
    expect(Object.is(parseIntegerInput('-0'), 0)).toBe(true);
    expect(parseIntegerInput(' 7 ')).toBe(7);
  });
  it('reject anything else', () => {
    for (const text of ['1.5', '1e3', '--1', '1-', 'a', '0x10', '1 2', '9007199254740993']) {
      expect(parseIntegerInput(text)).toBeNull();
    }
    expect(isIntegerInput('12a')).toBe(false);
  });
  it('round-trip any safe integer', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (n) => parseIntegerInput(String(n)) === n));
  });
  it('ZIntegerInput parses or fails with invalid', () => {
    expect(ZIntegerInput.parse('-12')).toBe(-12);
    expect(validateRules(ZIntegerInput, '1.2')).toEqual([
      { path: [], code: 'invalid', params: { kind: 'integer' } },
    ]);
  });
});

describe('decimal inputs', () => {
  it('accept an optional sign, digits and one decimal point; empty means 0', () => {
    expect(parseDecimalInput('')).toBe(0);
    expect(parseDecimalInput('.')).toBe(0);
    expect(parseDecimalInput('-.')).toBe(0);
    expect(parseDecimalInput('12.50')).toBe(12.5);
    expect(parseDecimalInput('-0.25')).toBe(-0.25);
    expect(parseDecimalInput('+.5')).toBe(0.5);
    expect(parseDecimalInput('3.')).toBe(3);
  });
  it('reject two points, exponents, commas and letters', () => {
    for (const text of ['1.2.3', '1e3', '1,5', 'abc', '1.5-', '..', 'Infinity']) {
      expect(parseDecimalInput(text)).toBeNull();
      expect(isDecimalInput(text)).toBe(false);
    }
  });
  it('accept any fixed-point rendering of a number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.nat(99), (units, cents) => {
        const text = `${units}.${String(cents).padStart(2, '0')}`;
        return isDecimalInput(text) && parseDecimalInput(text) === Number(text);
      }),
    );
  });
  it('ZDecimalInput parses or fails with invalid', () => {
    expect(ZDecimalInput.parse('10.05')).toBe(10.05);
    expect(validateRules(ZDecimalInput, '1..2')).toEqual([
      { path: [], code: 'invalid', params: { kind: 'decimal' } },
    ]);
  });
});
