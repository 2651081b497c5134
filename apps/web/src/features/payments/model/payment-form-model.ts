import {
  formatCardNumber,
  isAmountText,
  parseDecimalInput,
  paymentFormSchema,
  type RuleFailure,
  trimCvcForNumber,
  validateRules,
} from '@puente/shared';

/** The payment form model of spec section 3 (the amount is kept as the text typed). */
export type PaymentFormModel = {
  /** As shown, with the mask's spaces. */
  cardNumber: string;
  /** MMYY digits. */
  expDate: string;
  cvv: string;
  /** The card this submission pays with: the selected stored card or the card attached for it. */
  paymentId: string | null;
  amount: string;
  zipCode: string;
  customer: string | null;
  /** The stored card marked (clicked) in the list. */
  activeItem: string | null;
  /** The stored card chosen with 'Seleccionar'. */
  selectedPaymentMethod: string | null;
  /** Local auto-pay flag, used when a new card is added. */
  setAutoPayment: boolean;
};

export type CardField = 'cardNumber' | 'expDate' | 'cvv' | 'zipCode';
type FormField = CardField | 'amount';

export const emptyPaymentForm: PaymentFormModel = {
  cardNumber: '',
  expDate: '',
  cvv: '',
  paymentId: null,
  amount: '',
  zipCode: '',
  customer: null,
  activeItem: null,
  selectedPaymentMethod: null,
  setAutoPayment: false,
};

/** A new card number: masked, and a 4-digit CVC cut to 3 when the number is no longer Amex. */
export function withCardNumber(form: PaymentFormModel, number: string): PaymentFormModel {
  const cardNumber = formatCardNumber(number);
  const cvv = trimCvcForNumber(form.cvv, cardNumber);
  if (cardNumber === form.cardNumber && cvv === form.cvv) return form;
  return { ...form, cardNumber, cvv, paymentId: form.selectedPaymentMethod };
}

/** Any card field: a changed card forgets the card attached for an earlier attempt. */
export function withCardField(form: PaymentFormModel, field: CardField, value: string): PaymentFormModel {
  if (field === 'cardNumber') return withCardNumber(form, value);
  if (form[field] === value) return form;
  return { ...form, [field]: value, paymentId: form.selectedPaymentMethod };
}

/**
 * The amount keeps only texts with an optional sign, digits and one decimal point. A comma is that point
 * as a Spanish speaker types it: '10,50' is 10.50, never 1050 (the comma refused and the digits kept).
 */
export function withAmountText(form: PaymentFormModel, typed: string): PaymentFormModel {
  const text = typed.replaceAll(',', '.');
  return isAmountText(text) ? { ...form, amount: text } : form;
}

/** Clicking a stored card marks it; clicking it again unmarks it. */
export const toggleActiveCard = (form: PaymentFormModel, id: string): PaymentFormModel => ({
  ...form,
  activeItem: form.activeItem === id ? null : id,
});

/** 'Seleccionar': the marked card becomes the card to pay with. */
export const selectActiveCard = (form: PaymentFormModel): PaymentFormModel => ({
  ...form,
  selectedPaymentMethod: form.activeItem,
  paymentId: form.activeItem,
});

/** 'Limpiar': no selection and every field empty; the customer id is kept. */
export const clearPaymentForm = (form: PaymentFormModel): PaymentFormModel => ({
  ...emptyPaymentForm,
  customer: form.customer,
});

export type ButtonRulesInput = {
  storedCardCount: number;
  selectedPaymentMethod: string | null;
  activeItem: string | null;
  /** The account's auto-pay card, if any. */
  autoPayCardId: string | null;
  /**
   * The card of an auto-pay charge the bank asks the student to confirm (payment-authentication.ts): with
   * it selected the student pays here even when it is the auto-pay card.
   */
  authenticationCardId?: string | null;
  submitting: boolean;
};

/**
 * Which buttons show and which are enabled (spec sections 2 and 4); the auto-pay card pays here only when
 * the bank asks the student to confirm its charge.
 */
export function paymentButtons(input: ButtonRulesInput) {
  const storedSelected = input.selectedPaymentMethod !== null;
  return {
    showSelect: input.storedCardCount > 0,
    canSelect: input.activeItem !== null && !input.submitting,
    showAddCard: !storedSelected && input.storedCardCount > 0,
    canAddCard: !input.submitting,
    canPay:
      !input.submitting &&
      !(
        storedSelected &&
        input.autoPayCardId !== null &&
        input.selectedPaymentMethod === input.autoPayCardId &&
        input.selectedPaymentMethod !== input.authenticationCardId
      ),
  };
}

/** Auto-pay is on for the selected stored card when it is the account's auto-pay card; else the local flag. */
export const isAutoPayOn = (form: PaymentFormModel, autoPayCardId: string | null): boolean =>
  form.selectedPaymentMethod !== null
    ? autoPayCardId !== null && form.selectedPaymentMethod === autoPayCardId
    : form.setAutoPayment;

/** The amount text to validate and pay: the installment when auto-pay is on. */
export const amountToPay = (form: PaymentFormModel, autoPayOn: boolean, installment: number): string =>
  autoPayOn ? installment.toFixed(2) : form.amount;

/** The amount text as a number (null when empty or not a number). */
export function parseAmount(text: string): number | null {
  if (text.trim() === '') return null;
  return parseDecimalInput(text);
}

export type FieldErrors = Partial<Record<FormField, RuleFailure>>;

/**
 * Field errors of the form (shared schema); `cardOnly` is 'Adicionar Tarjeta'. With `cardsInBrowser`
 * (Stripe) the card is Stripe's card element, which checks it itself: only the amount is ours.
 */
export function validatePaymentForm(
  form: PaymentFormModel,
  options: { balance: number; amount: string; cardOnly?: boolean; cardsInBrowser?: boolean; now?: Date },
): FieldErrors {
  if (options.cardsInBrowser && options.cardOnly) return {};
  const schema = paymentFormSchema({
    balance: options.balance,
    storedCardSelected: form.selectedPaymentMethod !== null || (options.cardsInBrowser ?? false),
    cardOnly: options.cardOnly ?? false,
    now: options.now,
  });
  const failures = validateRules(schema, { ...form, amount: options.amount });
  const errors: FieldErrors = {};
  for (const failure of failures) {
    const field = failure.path[0] as FormField;
    errors[field] ??= failure;
  }
  return errors;
}
