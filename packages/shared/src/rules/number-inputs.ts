import { z } from 'zod';

/** What an integer input accepts while typing: optional sign, then digits. */
const INTEGER_INPUT_PATTERN = /^[+-]?\d*$/;
/** What a decimal input accepts while typing: optional sign, digits and at most one decimal point. */
const DECIMAL_INPUT_PATTERN = /^[+-]?\d*\.?\d*$/;

export const isIntegerInput = (text: string): boolean => INTEGER_INPUT_PATTERN.test(text);
export const isDecimalInput = (text: string): boolean => DECIMAL_INPUT_PATTERN.test(text);

/** Normalises -0 to 0. */
const plain = (n: number): number => (n === 0 ? 0 : n);

/**
 * Integer input text to a number: empty (or a lone sign) means 0; surrounding spaces are ignored.
 * Returns null when the text is not an integer input or is beyond the safe integer range.
 */
export function parseIntegerInput(text: string): number | null {
  const trimmed = text.trim();
  if (!isIntegerInput(trimmed)) return null;
  const digits = trimmed.replace(/^[+-]/, '');
  if (digits === '') return 0;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? plain(value) : null;
}

/**
 * Decimal input text to a number: empty (or only a sign and/or a point) means 0; surrounding
 * spaces are ignored. Returns null when the text is not a decimal input or is not finite.
 */
export function parseDecimalInput(text: string): number | null {
  const trimmed = text.trim();
  if (!isDecimalInput(trimmed)) return null;
  const unsigned = trimmed.replace(/^[+-]/, '');
  if (unsigned === '' || unsigned === '.') return 0;
  const value = Number(trimmed);
  return Number.isFinite(value) ? plain(value) : null;
}

/** Text of an integer input to its number; anything else fails with code `invalid`. */
export const ZIntegerInput = z.string().transform((text, ctx) => {
  const value = parseIntegerInput(text);
  if (value === null) {
    ctx.addIssue({ code: 'custom', message: 'invalid', params: { kind: 'integer' } });
    return z.NEVER;
  }
  return value;
});

/** Text of a decimal input to its number; anything else fails with code `invalid`. */
export const ZDecimalInput = z.string().transform((text, ctx) => {
  const value = parseDecimalInput(text);
  if (value === null) {
    ctx.addIssue({ code: 'custom', message: 'invalid', params: { kind: 'decimal' } });
    return z.NEVER;
  }
  return value;
});
