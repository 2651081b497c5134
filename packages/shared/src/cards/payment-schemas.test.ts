import { describe, expect, it } from 'vitest';
import { validateRules } from '../rules/rule-result.ts';
import { ZAttachCardRequest, ZRegisterPaymentRequest, ZSetAutoPaymentRequest } from './payment-schemas.ts';

const nextYear = new Date().getFullYear() + 1;
const card = {
  number: '4242 4242 4242 4242',
  customer: 'cus_123',
  cvc: '123',
  expMonth: 12,
  expYear: nextYear,
  zipCode: '28001',
};

describe('ZAttachCardRequest', () => {
  it('accepts a valid card and strips the spaces of the number', () => {
    expect(ZAttachCardRequest.parse(card).number).toBe('4242424242424242');
    expect(ZAttachCardRequest.parse({ ...card, number: '3782 822463 10005', cvc: '1234' }).cvc).toBe('1234');
  });
  it('reports a body that is not an object as an issue, never a crash', () => {
    for (const body of [null, undefined, [], 'x', 1]) {
      expect(ZAttachCardRequest.safeParse(body).success).toBe(false);
    }
  });
  it('drops unknown keys', () => {
    expect(ZAttachCardRequest.parse({ ...card, extra: 1 })).not.toHaveProperty('extra');
  });
  it('rejects a wrong length, a non-digit or a Luhn failure with card-number-invalid', () => {
    for (const number of [
      '4242 4242 4242 424',
      '4242-4242-4242-4242',
      '4242424242424241',
      '42424242424242420',
    ]) {
      expect(validateRules(ZAttachCardRequest, { ...card, number })).toEqual([
        { path: ['number'], code: 'card-number-invalid', params: { length: 16 } },
      ]);
    }
    expect(validateRules(ZAttachCardRequest, { ...card, number: '3782822463100050', cvc: '1234' })).toEqual([
      { path: ['number'], code: 'card-number-invalid', params: { length: 15 } },
    ]);
  });
  it('requires the CVC length of the brand', () => {
    expect(validateRules(ZAttachCardRequest, { ...card, cvc: '1234' })).toEqual([
      { path: ['cvc'], code: 'cvc-invalid', params: { length: 3 } },
    ]);
    expect(validateRules(ZAttachCardRequest, { ...card, number: '378282246310005', cvc: '123' })).toEqual([
      { path: ['cvc'], code: 'cvc-invalid', params: { length: 4 } },
    ]);
    expect(validateRules(ZAttachCardRequest, { ...card, cvc: '12a' })[0]).toMatchObject({
      code: 'cvc-invalid',
    });
  });
  it('rejects a month outside 1..12, a year not of 4 digits, and a past expiry', () => {
    expect(validateRules(ZAttachCardRequest, { ...card, expMonth: 13 })).toEqual([
      { path: ['expMonth'], code: 'expiry-invalid', params: { min: 1, max: 12 } },
    ]);
    expect(validateRules(ZAttachCardRequest, { ...card, expYear: 27 })[0]).toMatchObject({
      path: ['expYear'],
      code: 'expiry-invalid',
    });
    expect(validateRules(ZAttachCardRequest, { ...card, expYear: 2020 })).toEqual([
      { path: ['expYear'], code: 'expiry-invalid', params: {} },
    ]);
    expect(validateRules(ZAttachCardRequest, { ...card, expMonth: 1.5 })[0]?.code).toBe('invalid');
  });
  it('requires a postal code of at most 10 characters and a customer', () => {
    expect(validateRules(ZAttachCardRequest, { ...card, zipCode: ' ' })).toEqual([
      { path: ['zipCode'], code: 'notempty', params: {} },
    ]);
    expect(validateRules(ZAttachCardRequest, { ...card, zipCode: '12345678901' })).toEqual([
      { path: ['zipCode'], code: 'length', params: { max: 10 } },
    ]);
    expect(validateRules(ZAttachCardRequest, { ...card, customer: undefined })).toEqual([
      { path: ['customer'], code: 'notnull', params: { expected: 'string' } },
    ]);
  });
  it('never echoes the card number or CVC in the issues', () => {
    const result = ZAttachCardRequest.safeParse({ ...card, number: '4242424242424241', cvc: '9876' });
    expect(JSON.stringify(result.error?.issues)).not.toMatch(/4242424242424241|9876/);
  });
});

describe('ZRegisterPaymentRequest', () => {
  const payment = { amount: 25.5, customer: 'cus_1', paymentMethodId: 'pm_1' };
  it('accepts an amount above 0 with at most 2 decimals', () => {
    expect(ZRegisterPaymentRequest.parse(payment).amount).toBe(25.5);
    expect(ZRegisterPaymentRequest.parse({ ...payment, amount: 0.29 }).amount).toBe(0.29);
    expect(ZRegisterPaymentRequest.parse({ ...payment, amount: 1234.01 }).amount).toBe(1234.01);
  });
  it('rejects 0, negatives and more than 2 decimals', () => {
    expect(validateRules(ZRegisterPaymentRequest, { ...payment, amount: 0 })).toEqual([
      { path: ['amount'], code: 'greaterthan', params: { value: 0 } },
    ]);
    expect(validateRules(ZRegisterPaymentRequest, { ...payment, amount: -1 })[0]?.code).toBe('greaterthan');
    expect(validateRules(ZRegisterPaymentRequest, { ...payment, amount: 1.005 })).toEqual([
      { path: ['amount'], code: 'amount-invalid', params: { decimals: 2, max: 10_000_000 } },
    ]);
    expect(validateRules(ZRegisterPaymentRequest, { ...payment, amount: 1e12 })[0]?.code).toBe(
      'amount-invalid',
    );
  });
  it('requires customer and payment method ids', () => {
    expect(validateRules(ZRegisterPaymentRequest, { ...payment, paymentMethodId: '' })).toEqual([
      { path: ['paymentMethodId'], code: 'notempty', params: {} },
    ]);
  });
});

describe('ZSetAutoPaymentRequest', () => {
  it('requires both ids', () => {
    expect(ZSetAutoPaymentRequest.parse({ customerId: 'cus_1', paymentMethodId: 'pm_1' })).toEqual({
      customerId: 'cus_1',
      paymentMethodId: 'pm_1',
    });
    expect(validateRules(ZSetAutoPaymentRequest, { customerId: 'cus_1' })).toEqual([
      { path: ['paymentMethodId'], code: 'notnull', params: { expected: 'string' } },
    ]);
  });
});
