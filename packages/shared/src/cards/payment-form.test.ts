import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateRules } from '../rules/rule-result.ts';
import { paymentAmountError } from './payment-amount.ts';
import {
  cardNumberError,
  cvcError,
  expiryError,
  isAmountText,
  PAYMENT_FORM_MESSAGES,
  paymentFormSchema,
  zipCodeError,
} from './payment-form.ts';

const now = new Date(2026, 4, 15);

describe('field checks', () => {
  it('expiry: expiry-invalid, shown as Fecha no válida', () => {
    expect(expiryError('0527', now)).toBeNull();
    expect(expiryError('1327', now)).toEqual({ code: 'expiry-invalid', params: {} });
    expect(PAYMENT_FORM_MESSAGES['expiry-invalid']).toBe('Fecha no válida');
  });
  it('cvc: 3 digits, 4 for Amex; cvc-invalid, shown as Código no válido', () => {
    expect(cvcError('123', '4242 4242 4242 4242')).toBeNull();
    expect(cvcError('1234', '3782 822463 10005')).toBeNull();
    expect(cvcError('1234', '4242')).toEqual({ code: 'cvc-invalid', params: { length: 3 } });
    expect(cvcError('123', '3782')).toEqual({ code: 'cvc-invalid', params: { length: 4 } });
    expect(cvcError('12a', '4242')?.code).toBe('cvc-invalid');
    expect(PAYMENT_FORM_MESSAGES['cvc-invalid']).toBe('Código no válido');
  });
  it('card number and postal code', () => {
    expect(cardNumberError('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberError('4242 4242 4242 4241')).toEqual({
      code: 'card-number-invalid',
      params: { length: 16 },
    });
    expect(zipCodeError('')).toEqual({ code: 'notempty', params: {} });
    expect(zipCodeError('12345678901')).toEqual({ code: 'length', params: { max: 10 } });
  });
  it('amount: not null, above 0, at most 2 decimals, not above the balance', () => {
    expect(paymentAmountError(null, 100)).toEqual({ code: 'notnull', params: {} });
    expect(paymentAmountError(0, 100)).toEqual({ code: 'greaterthan', params: { value: 0 } });
    expect(paymentAmountError(100.01, 100)).toEqual({
      code: 'amount-above-balance',
      params: { balance: 100 },
    });
    expect(paymentAmountError(1.005, 100)?.code).toBe('amount-invalid');
    expect(paymentAmountError(100, 100)).toBeNull();
    expect(paymentAmountError(0.3, 0.1 + 0.2)).toBeNull();
  });
  it('amount never above the balance passes, above it fails (property, in cents)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (a, b) => {
        const error = paymentAmountError(a / 100, b / 100);
        return a <= b ? error === null : error?.code === 'amount-above-balance';
      }),
    );
  });
  it('amount text: optional sign, digits and one decimal point', () => {
    for (const ok of ['', '12', '-12', '+1.5', '.5', '12.']) expect(isAmountText(ok)).toBe(true);
    for (const bad of ['1.2.3', '1,5', '$5', '5e2', ' 5'])
      expect(paymentAmountError(bad)).toEqual({ code: 'invalid', params: {} });
  });
});

describe('paymentFormSchema', () => {
  const filled = {
    cardNumber: '3782 822463 10005',
    expDate: '0527',
    cvv: '1234',
    zipCode: '28001',
    amount: '50.25',
  };
  it('passes a complete new-card payment', () => {
    expect(
      validateRules(paymentFormSchema({ balance: 100, storedCardSelected: false, now }), filled),
    ).toEqual([]);
  });
  it('requires the card fields only when no stored card is selected', () => {
    const empty = { cardNumber: '', expDate: '', cvv: '', zipCode: '', amount: 10 };
    const codes = validateRules(paymentFormSchema({ balance: 100, storedCardSelected: false, now }), empty);
    expect(codes.map((f) => f.path[0])).toEqual(['cardNumber', 'expDate', 'cvv', 'zipCode']);
    expect(validateRules(paymentFormSchema({ balance: 100, storedCardSelected: true, now }), empty)).toEqual(
      [],
    );
  });
  it('checks the amount against the balance', () => {
    const schema = paymentFormSchema({ balance: 40, storedCardSelected: true, now });
    expect(validateRules(schema, { amount: '50.25' })).toEqual([
      { path: ['amount'], code: 'amount-above-balance', params: { balance: 40 } },
    ]);
    expect(validateRules(schema, { amount: '' })[0]?.code).toBe('notnull');
    expect(validateRules(schema, { amount: '1,5' })[0]?.code).toBe('invalid');
  });
  it('cardOnly validates the card fields and ignores the amount', () => {
    const schema = paymentFormSchema({ balance: 0, storedCardSelected: true, cardOnly: true, now });
    expect(validateRules(schema, { ...filled, amount: null })).toEqual([]);
    expect(validateRules(schema, { ...filled, cvv: '123' })[0]).toMatchObject({
      path: ['cvv'],
      code: 'cvc-invalid',
    });
  });
});
