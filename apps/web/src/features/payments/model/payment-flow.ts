import {
  parseExpiry,
  type TAttachCardRequest,
  type TAttachCardResponse,
  type TAttachPaymentMethodRequest,
  type TAutoPaymentResponse,
  type TCardSetupAction,
  type TPaymentResult,
  type TRetailCustomer,
  type TSetAutoPaymentRequest,
  type TSetupIntentRequest,
  type TSetupIntentResponse,
} from '@puente/shared';
import { ApiError } from '../../../lib/api-client';
import type { RegisterPaymentInput } from '../api/register-retail-payment';
import { attemptFor, isDefinitiveAnswer, type PaymentAttempt } from './payment-attempt';
import type { PaymentFormModel } from './payment-form-model';

/** A failure as shown in brackets: the provider's message, or the error code to translate. */

/**
 * Stripe mode: the card typed into Stripe's card element, saved by Stripe.js in the browser: it confirms
 * the SetupIntent with it (`confirmCardSetup`, which shows the bank's 3-D Secure challenge when the card
 * asks) and answers the PaymentMethod it made, or the refusal.
 */
export type BrowserCard = {
  confirmSetup: (clientSecret: string) => Promise<{ paymentMethodId: string } | { error: FailureText }>;
};

/** The calls the flows make (injected, so tests can stand in for the server). */
export type PaymentCalls = {
  createCustomer: () => Promise<TRetailCustomer>;
  attachPaymentMethod: (
    card: TAttachCardRequest | TAttachPaymentMethodRequest,
  ) => Promise<TAttachCardResponse>;
  registerRetailPayment: (input: RegisterPaymentInput) => Promise<TPaymentResult>;
  setAutoPayment: (request: TSetAutoPaymentRequest) => Promise<TAutoPaymentResponse>;
  /** Stripe mode: the SetupIntent Stripe.js saves the new card with. */
  createSetupIntent: (request: TSetupIntentRequest) => Promise<TSetupIntentResponse>;
  /** Set in Stripe mode: the new card comes from Stripe.js, and only its id goes to our server. */
  browserCard?: BrowserCard;
  /**
   * The card's 3-D Secure challenge, passed (or failed, or closed) by the student: Stripe.js's
   * handleNextAction in Stripe mode, the sandbox's dialog otherwise. Resolves once it is over; the
   * outcome is then asked from the server.
   */
  passChallenge: (clientSecret: string, amount: number | null) => Promise<void>;
};

/** At most this many challenges for one submission (a card asking again and again is not paid). */
const MAX_CHALLENGES = 3;

/**
 * A failure as shown in brackets: the provider's refusal (its code, translated when known, and its own
 * message for unknown codes), or the error code to translate.
 */
export type FailureText = { providerCode: string; providerMessage: string } | { code: string };

export type FlowOutcome =
  | { kind: 'card-added'; customer: string; paymentId: string }
  | { kind: 'card-refused'; reason: FailureText; customer: string | null }
  | { kind: 'paid'; result: TPaymentResult; customer: string; paymentId: string; attempt: PaymentAttempt }
  | {
      kind: 'not-paid';
      reason: FailureText | { status: string; message: string | null };
      customer: string | null;
      paymentId: string | null;
      attempt: PaymentAttempt | null;
    };

/** What a failed call shows: the provider's message (402) or the error's code. */
function failureText(error: unknown): FailureText {
  if (error instanceof ApiError) {
    const body = error.body as { providerCode?: unknown; providerMessage?: unknown } | null;
    const providerMessage = body?.providerMessage;
    if (typeof providerMessage === 'string' && providerMessage !== '') {
      return {
        providerCode: typeof body?.providerCode === 'string' ? body.providerCode : '',
        providerMessage,
      };
    }
    return { code: error.code };
  }
  return { code: 'system.exception' };
}

function attachRequest(form: PaymentFormModel, customer: string): TAttachCardRequest {
  const expiry = parseExpiry(form.expDate) ?? { expMonth: 0, expYear: 0 };
  return {
    number: form.cardNumber.replace(/\s+/g, ''),
    customer,
    cvc: form.cvv,
    expMonth: expiry.expMonth,
    expYear: expiry.expYear,
    zipCode: form.zipCode.trim(),
  };
}

type CardStep =
  | { ok: true; customer: string; paymentId: string }
  | { ok: false; reason: FailureText; customer: string | null };

/** The sandbox's answer for a card that asks for 3-D Secure before it is saved. */
const isSetupAction = (answer: TAttachCardResponse): answer is TCardSetupAction =>
  'status' in answer && answer.status === 'requires_action';

/**
 * Saves the new card through a SetupIntent, so it is authenticated once and can later be charged with
 * nobody there (auto-pay). Stripe: a SetupIntent from our server, confirmed by Stripe.js with the card
 * (the bank's challenge included), then its ids to the attach call. Sandbox: the card to the attach call;
 * a card that asks answers the challenge, which the student passes (or fails, or closes), and the ids go
 * to the attach call again for the outcome: the stored card, or the refusal.
 */
async function saveNewCard(
  calls: PaymentCalls,
  form: PaymentFormModel,
  customer: string,
): Promise<{ paymentId: string } | { error: FailureText }> {
  let answer: TAttachCardResponse;
  if (calls.browserCard) {
    const setup = await calls.createSetupIntent({ customer });
    const confirmed = await calls.browserCard.confirmSetup(setup.clientSecret);
    if ('error' in confirmed) return confirmed;
    const { paymentMethodId } = confirmed;
    answer = await calls.attachPaymentMethod({
      customer,
      paymentMethodId,
      setupIntentId: setup.setupIntentId,
    });
  } else {
    answer = await calls.attachPaymentMethod(attachRequest(form, customer));
    if (isSetupAction(answer)) {
      await calls.passChallenge(answer.challenge.clientSecret, null);
      const { paymentMethodId, setupIntentId } = answer;
      answer = await calls.attachPaymentMethod({ customer, paymentMethodId, setupIntentId });
    }
  }
  if (isSetupAction(answer)) return { error: { code: 'payment.setup-not-confirmed' } };
  return { paymentId: answer.id };
}

/** Steps one and two: the existing customer or a new one, then the saved card or the new card saved. */
async function customerAndCard(calls: PaymentCalls, form: PaymentFormModel): Promise<CardStep> {
  let customer = form.customer;
  try {
    customer ??= (await calls.createCustomer()).id;
    if (form.paymentId) return { ok: true, customer, paymentId: form.paymentId };
    const saved = await saveNewCard(calls, form, customer);
    if ('error' in saved) return { ok: false, reason: saved.error, customer };
    if (form.setAutoPayment)
      await calls.setAutoPayment({ customerId: customer, paymentMethodId: saved.paymentId });
    return { ok: true, customer, paymentId: saved.paymentId };
  } catch (error) {
    return { ok: false, reason: failureText(error), customer };
  }
}

/** 'Adicionar Tarjeta': customer, then attach the card. */
export async function runAddCard(calls: PaymentCalls, form: PaymentFormModel): Promise<FlowOutcome> {
  const step = await customerAndCard(calls, { ...form, paymentId: null });
  if (!step.ok) return { kind: 'card-refused', reason: step.reason, customer: step.customer };
  return { kind: 'card-added', customer: step.customer, paymentId: step.paymentId };
}

/**
 * 'Realizar Pago': customer, card, then register the payment with the attempt's Idempotency-Key.
 * Stops at the first failure. Only status 'succeeded' is a success.
 */
export async function runPayment(
  calls: PaymentCalls,
  form: PaymentFormModel,
  amount: number,
  previousAttempt: PaymentAttempt | null,
): Promise<FlowOutcome> {
  const step = await customerAndCard(calls, form);
  if (!step.ok) {
    return { kind: 'not-paid', reason: step.reason, customer: step.customer, paymentId: null, attempt: null };
  }
  const { customer, paymentId } = step;
  const payment = { amount, customer, paymentMethodId: paymentId };
  const attempt = attemptFor(previousAttempt, payment);
  try {
    let result = await calls.registerRetailPayment({ payment, idempotencyKey: attempt.key });
    // The card asks for 3-D Secure: once the student has answered the challenge, the same payment with the
    // same key tells its outcome (nothing was taken meanwhile, and nothing is charged twice).
    for (
      let asked = 0;
      result.status === 'requires_action' && result.challenge && asked < MAX_CHALLENGES;
      asked++
    ) {
      await calls.passChallenge(result.challenge.clientSecret, amount);
      result = await calls.registerRetailPayment({ payment, idempotencyKey: attempt.key });
    }
    const settled = { ...attempt, settled: true };
    if (result.status === 'succeeded') return { kind: 'paid', result, customer, paymentId, attempt: settled };
    const reason = { status: result.status, message: result.message ?? null };
    return { kind: 'not-paid', reason, customer, paymentId, attempt: settled };
  } catch (error) {
    const kept = { ...attempt, settled: isDefinitiveAnswer(error) };
    return { kind: 'not-paid', reason: failureText(error), customer, paymentId, attempt: kept };
  }
}
