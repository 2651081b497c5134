import { describe, expect, it } from 'vitest';
import {
  amountToPay,
  clearPaymentForm,
  emptyPaymentForm,
  isAutoPayOn,
  type PaymentFormModel,
  paymentButtons,
  selectActiveCard,
  toggleActiveCard,
  validatePaymentForm,
  withAmountText,
  withCardField,
  withCardNumber,
} from './payment-form-model';

const now = new Date(2026, 4, 15);
const form = (changes: Partial<PaymentFormModel> = {}): PaymentFormModel => ({
  ...emptyPaymentForm,
  ...changes,
});

describe('card number and CVC', () => {
  it('masks the number as typed (Amex 4-6-5, else 4-4-4-4)', () => {
    expect(withCardNumber(form(), '378282246310005').cardNumber).toBe('3782 822463 10005');
    expect(withCardNumber(form(), '4242424242424242').cardNumber).toBe('4242 4242 4242 4242');
  });
  it('cuts a 4-digit CVC to 3 when the number stops being Amex', () => {
    const amex = withCardField(withCardNumber(form(), '3782 822463 10005'), 'cvv', '1234');
    expect(amex.cvv).toBe('1234');
    expect(withCardNumber(amex, '4242 4242 4242 4242').cvv).toBe('123');
    expect(withCardNumber(amex, '3400').cvv).toBe('1234');
  });
  it('forgets a card attached for an earlier attempt when a card field changes', () => {
    const attached = form({ cardNumber: '4242 4242 4242 4242', paymentId: 'pm_1' });
    expect(withCardNumber(attached, '4000 0000 0000 0002').paymentId).toBeNull();
    expect(withCardField(attached, 'zipCode', '28001').paymentId).toBeNull();
    expect(withCardNumber(attached, '4242424242424242')).toBe(attached);
  });
});

describe('amount', () => {
  it('accepts only an optional sign, digits and one decimal point', () => {
    let model = form();
    for (const text of ['1', '12', '12.', '12.5', '-3', '+4.25']) {
      model = withAmountText(model, text);
      expect(model.amount).toBe(text);
    }
    for (const text of ['12a', '1.2.3', '1,2,3', '1.234,56', '1,234.56', '$5', '5e2'])
      expect(withAmountText(model, text).amount).toBe('+4.25');
  });
  it('reads a comma as the decimal point: "10,50" typed key by key is 10.50, not 1050', () => {
    let model = form();
    for (const key of '10,50') model = withAmountText(model, model.amount + key);
    expect(model.amount).toBe('10.50');
    expect(withAmountText(form(), '1,5').amount).toBe('1.5');
  });
  it('must be above 0 and at most the balance', () => {
    const stored = form({ selectedPaymentMethod: 'pm_1' });
    const check = (amount: string) =>
      validatePaymentForm(stored, { balance: 120.5, amount, now }).amount?.code ?? null;
    expect(check('')).toBe('notnull');
    expect(check('0')).toBe('greaterthan');
    expect(check('-5')).toBe('greaterthan');
    expect(check('120.51')).toBe('amount-above-balance');
    expect(check('1.234')).toBe('amount-invalid');
    expect(check('120.50')).toBeNull();
    expect(check('0.01')).toBeNull();
    expect(validatePaymentForm(stored, { balance: 120.5, amount: '200', now }).amount?.params).toEqual({
      balance: 120.5,
    });
  });
  it('is the installment when auto-pay is on', () => {
    const model = form({ amount: '33', selectedPaymentMethod: 'pm_1' });
    expect(isAutoPayOn(model, 'pm_1')).toBe(true);
    expect(isAutoPayOn(model, 'pm_2')).toBe(false);
    expect(amountToPay(model, true, 45)).toBe('45.00');
    expect(amountToPay(model, false, 45)).toBe('33');
    expect(isAutoPayOn(form({ setAutoPayment: true }), null)).toBe(true);
  });
});

describe('required card fields', () => {
  it('are required only when no stored card is selected', () => {
    const errors = validatePaymentForm(form(), { balance: 100, amount: '10', now });
    expect(Object.keys(errors).sort()).toEqual(['cardNumber', 'cvv', 'expDate', 'zipCode']);
    expect(
      validatePaymentForm(form({ selectedPaymentMethod: 'pm_1' }), { balance: 100, amount: '10', now }),
    ).toEqual({});
  });
  it("'Adicionar Tarjeta' checks only the card fields", () => {
    const card = form({ cardNumber: '4242 4242 4242 4242', expDate: '0530', cvv: '123', zipCode: '28001' });
    expect(validatePaymentForm(card, { balance: 0, amount: '', cardOnly: true, now })).toEqual({});
    expect(
      validatePaymentForm({ ...card, expDate: '1399' }, { balance: 0, amount: '', cardOnly: true, now }),
    ).toEqual({
      expDate: { path: ['expDate'], code: 'expiry-invalid', params: {} },
    });
  });
});

describe('stored card selection', () => {
  it('a click marks a card, a second click unmarks it; Seleccionar chooses it; Limpiar clears all', () => {
    const marked = toggleActiveCard(form({ customer: 'cus_1', amount: '5' }), 'pm_1');
    expect(marked.activeItem).toBe('pm_1');
    expect(toggleActiveCard(marked, 'pm_1').activeItem).toBeNull();
    expect(toggleActiveCard(marked, 'pm_2').activeItem).toBe('pm_2');
    const selected = selectActiveCard(marked);
    expect(selected).toMatchObject({ selectedPaymentMethod: 'pm_1', paymentId: 'pm_1' });
    expect(clearPaymentForm(selected)).toEqual({ ...emptyPaymentForm, customer: 'cus_1' });
  });
});

describe('button rules', () => {
  const base = {
    storedCardCount: 2,
    selectedPaymentMethod: null,
    activeItem: null,
    autoPayCardId: null,
    submitting: false,
  };
  it("'Adicionar Tarjeta' only when no stored card is selected and one exists", () => {
    expect(paymentButtons(base).showAddCard).toBe(true);
    expect(paymentButtons({ ...base, storedCardCount: 0 }).showAddCard).toBe(false);
    expect(paymentButtons({ ...base, selectedPaymentMethod: 'pm_1' }).showAddCard).toBe(false);
  });
  it("'Seleccionar' needs a marked card", () => {
    expect(paymentButtons(base)).toMatchObject({ showSelect: true, canSelect: false });
    expect(paymentButtons({ ...base, activeItem: 'pm_1' }).canSelect).toBe(true);
    expect(paymentButtons({ ...base, storedCardCount: 0 }).showSelect).toBe(false);
  });
  it("'Realizar Pago' is disabled while submitting and for the auto-pay card", () => {
    expect(paymentButtons(base).canPay).toBe(true);
    expect(paymentButtons({ ...base, submitting: true }).canPay).toBe(false);
    expect(paymentButtons({ ...base, selectedPaymentMethod: 'pm_1', autoPayCardId: 'pm_1' }).canPay).toBe(
      false,
    );
    expect(paymentButtons({ ...base, selectedPaymentMethod: 'pm_2', autoPayCardId: 'pm_1' }).canPay).toBe(
      true,
    );
    expect(paymentButtons({ ...base, autoPayCardId: 'pm_1' }).canPay).toBe(true);
  });
});
