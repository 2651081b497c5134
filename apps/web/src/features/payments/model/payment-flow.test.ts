import type { TPaymentResult } from '@puente/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { attemptFor } from './payment-attempt';
import { type PaymentCalls, runAddCard, runPayment } from './payment-flow';
import { emptyPaymentForm, type PaymentFormModel } from './payment-form-model';

const newCard: PaymentFormModel = {
  ...emptyPaymentForm,
  cardNumber: '4242 4242 4242 4242',
  expDate: '0530',
  cvv: '123',
  zipCode: '28001',
  amount: '25',
};
const stored = { id: 'pm_new', brand: 'visa', last4: '4242', expMonth: 5, expYear: 2030 };
const providerError = new ApiError(402, 'payment.provider-error', {
  code: 'payment.provider-error',
  providerCode: 'card_declined',
  providerMessage: 'Your card was declined.',
});

function fakeCalls(results: { pay?: Array<TPaymentResult | Error> } = {}) {
  const pay = [...(results.pay ?? [{ status: 'succeeded' }])];
  return {
    createCustomer: vi.fn<PaymentCalls['createCustomer']>(async () => ({ id: 'cus_1', paymentMethods: [] })),
    attachPaymentMethod: vi.fn<PaymentCalls['attachPaymentMethod']>(async () => stored),
    registerRetailPayment: vi.fn<PaymentCalls['registerRetailPayment']>(async () => {
      const next = pay.shift() ?? { status: 'succeeded' };
      if (next instanceof Error) throw next;
      return next;
    }),
    setAutoPayment: vi.fn<PaymentCalls['setAutoPayment']>(async () => ({ payMethodId: 'pm_new' })),
    createSetupIntent: vi.fn<PaymentCalls['createSetupIntent']>(async () => ({
      setupIntentId: 'seti_1',
      clientSecret: 'seti_1_secret_x',
    })),
    passChallenge: vi.fn<PaymentCalls['passChallenge']>(async () => undefined),
  };
}

describe('runPayment with a card that asks for 3-D Secure', () => {
  const challenge = {
    status: 'requires_action',
    message: null,
    challenge: { clientSecret: 'pi_1_secret_a' },
  };
  it('passes the challenge, then asks for the outcome with the same key: paid', async () => {
    const calls = fakeCalls({ pay: [challenge, { status: 'succeeded' }] });
    const form = { ...emptyPaymentForm, customer: 'cus_9', selectedPaymentMethod: 'pm_9', paymentId: 'pm_9' };
    const outcome = await runPayment(calls, form, 10, null);
    expect(outcome.kind).toBe('paid');
    expect(calls.passChallenge).toHaveBeenCalledWith('pi_1_secret_a', 10);
    const keys = calls.registerRetailPayment.mock.calls.map(([input]) => input.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("a failed challenge ends as not paid with the provider's code in brackets", async () => {
    const failed = {
      status: 'payment_intent_authentication_failure',
      message: 'We are unable to authenticate',
    };
    const calls = fakeCalls({ pay: [challenge, failed] });
    const form = { ...emptyPaymentForm, customer: 'cus_9', selectedPaymentMethod: 'pm_9', paymentId: 'pm_9' };
    const outcome = await runPayment(calls, form, 10, null);
    expect(outcome).toMatchObject({
      kind: 'not-paid',
      reason: { status: 'payment_intent_authentication_failure', message: 'We are unable to authenticate' },
    });
    expect(calls.passChallenge).toHaveBeenCalledTimes(1);
  });

  it('stops after three challenges of one submission (never loops)', async () => {
    const calls = fakeCalls({ pay: [challenge, challenge, challenge, challenge, challenge] });
    const form = { ...emptyPaymentForm, customer: 'cus_9', selectedPaymentMethod: 'pm_9', paymentId: 'pm_9' };
    const outcome = await runPayment(calls, form, 10, null);
    expect(outcome).toMatchObject({ kind: 'not-paid', reason: { status: 'requires_action' } });
    expect(calls.passChallenge).toHaveBeenCalledTimes(3);
  });
});

describe('runPayment', () => {
  it('creates the customer, attaches the new card and registers the payment with a key', async () => {
    const calls = fakeCalls();
    const outcome = await runPayment(calls, newCard, 25, null);
    expect(outcome).toMatchObject({ kind: 'paid', customer: 'cus_1', paymentId: 'pm_new' });
    expect(calls.attachPaymentMethod).toHaveBeenCalledWith({
      number: '4242424242424242',
      customer: 'cus_1',
      cvc: '123',
      expMonth: 5,
      expYear: 2030,
      zipCode: '28001',
    });
    const [input] = calls.registerRetailPayment.mock.calls[0]!;
    expect(input.payment).toEqual({ amount: 25, customer: 'cus_1', paymentMethodId: 'pm_new' });
    expect(input.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('uses the existing customer and the selected stored card', async () => {
    const calls = fakeCalls();
    const form = { ...emptyPaymentForm, customer: 'cus_9', selectedPaymentMethod: 'pm_9', paymentId: 'pm_9' };
    await runPayment(calls, form, 10, null);
    expect(calls.createCustomer).not.toHaveBeenCalled();
    expect(calls.attachPaymentMethod).not.toHaveBeenCalled();
    expect(calls.registerRetailPayment.mock.calls[0]![0].payment.paymentMethodId).toBe('pm_9');
  });

  it('stops at the first provider error and shows its message', async () => {
    const calls = fakeCalls();
    calls.attachPaymentMethod.mockRejectedValueOnce(providerError);
    const outcome = await runPayment(calls, newCard, 25, null);
    expect(outcome).toMatchObject({
      kind: 'not-paid',
      reason: { providerCode: 'card_declined', providerMessage: 'Your card was declined.' },
    });
    expect(calls.registerRetailPayment).not.toHaveBeenCalled();
  });

  it('reports a status other than succeeded', async () => {
    const calls = fakeCalls({ pay: [{ status: 'card_declined', message: 'Your card was declined.' }] });
    const outcome = await runPayment(calls, { ...newCard, customer: 'cus_1', paymentId: 'pm_1' }, 5, null);
    expect(outcome).toMatchObject({
      kind: 'not-paid',
      reason: { status: 'card_declined', message: 'Your card was declined.' },
    });
  });
});

describe('Idempotency-Key', () => {
  const form = { ...newCard, customer: 'cus_1', paymentId: 'pm_1' };
  const keyOf = (calls: ReturnType<typeof fakeCalls>, index: number) =>
    calls.registerRetailPayment.mock.calls[index]![0].idempotencyKey;

  it('is reused when the same submission is retried after no answer (network, 5xx)', async () => {
    const unavailable = new ApiError(503, 'payment.provider-unavailable', null);
    const calls = fakeCalls({
      pay: [new ApiError(0, 'network', null), unavailable, { status: 'succeeded' }],
    });
    const first = await runPayment(calls, form, 25, null);
    expect(first).toMatchObject({ kind: 'not-paid', attempt: { settled: false } });
    const second = await runPayment(calls, form, 25, first.kind === 'not-paid' ? first.attempt : null);
    const third = await runPayment(calls, form, 25, second.kind === 'not-paid' ? second.attempt : null);
    expect(third.kind).toBe('paid');
    expect(keyOf(calls, 1)).toBe(keyOf(calls, 0));
    expect(keyOf(calls, 2)).toBe(keyOf(calls, 0));
  });

  it('is new once the server answered, or when the submission changed', async () => {
    const calls = fakeCalls({
      pay: [{ status: 'card_declined', message: null }, new ApiError(0, 'network', null)],
    });
    const declined = await runPayment(calls, form, 25, null);
    const again = await runPayment(calls, form, 25, declined.kind === 'not-paid' ? declined.attempt : null);
    expect(keyOf(calls, 1)).not.toBe(keyOf(calls, 0));
    await runPayment(calls, form, 26, again.kind === 'not-paid' ? again.attempt : null);
    expect(keyOf(calls, 2)).not.toBe(keyOf(calls, 1));
  });

  it('attemptFor keeps the key only for an unsettled retry of the same payment', () => {
    const payment = { amount: 25, customer: 'cus_1', paymentMethodId: 'pm_1' };
    let n = 0;
    const key = () => `k${++n}`;
    const first = attemptFor(null, payment, key);
    expect(attemptFor(first, payment, key)).toBe(first);
    expect(attemptFor({ ...first, settled: true }, payment, key).key).toBe('k2');
    expect(attemptFor(first, { ...payment, paymentMethodId: 'pm_2' }, key).key).toBe('k3');
  });
});

describe('runAddCard', () => {
  it('runs customer then attach, and sets auto-pay when the local flag is on', async () => {
    const calls = fakeCalls();
    const outcome = await runAddCard(calls, { ...newCard, setAutoPayment: true });
    expect(outcome).toEqual({ kind: 'card-added', customer: 'cus_1', paymentId: 'pm_new' });
    expect(calls.setAutoPayment).toHaveBeenCalledWith({ customerId: 'cus_1', paymentMethodId: 'pm_new' });
    expect(calls.registerRetailPayment).not.toHaveBeenCalled();
  });

  it('shows the provider message of a refused card', async () => {
    const calls = fakeCalls();
    calls.attachPaymentMethod.mockRejectedValueOnce(providerError);
    expect(await runAddCard(calls, { ...newCard, customer: 'cus_1' })).toEqual({
      kind: 'card-refused',
      reason: { providerCode: 'card_declined', providerMessage: 'Your card was declined.' },
      customer: 'cus_1',
    });
  });
});

describe('saving a card through a SetupIntent (3-D Secure once, then charged off-session)', () => {
  const setupAction = {
    status: 'requires_action' as const,
    challenge: { clientSecret: 'seti_sbx_1_secret_abc' },
    setupIntentId: 'seti_sbx_1',
    paymentMethodId: 'pm_sbx_1',
  };
  const authFailure = new ApiError(402, 'payment.provider-error', {
    code: 'payment.provider-error',
    providerCode: 'setup_intent_authentication_failure',
    providerMessage: 'We are unable to authenticate your payment method.',
  });

  it("sandbox: a card that asks has its challenge passed, then the card's ids are sent for the stored card", async () => {
    const calls = fakeCalls();
    calls.attachPaymentMethod
      .mockResolvedValueOnce(setupAction)
      .mockResolvedValueOnce({ ...stored, id: 'pm_sbx_1' });
    const outcome = await runAddCard(calls, { ...newCard, customer: 'cus_1', setAutoPayment: true });
    expect(outcome).toEqual({ kind: 'card-added', customer: 'cus_1', paymentId: 'pm_sbx_1' });
    expect(calls.passChallenge).toHaveBeenCalledWith('seti_sbx_1_secret_abc', null);
    expect(calls.attachPaymentMethod.mock.calls[1]![0]).toEqual({
      customer: 'cus_1',
      paymentMethodId: 'pm_sbx_1',
      setupIntentId: 'seti_sbx_1',
    });
    // The challenge comes before the card's ids are sent again.
    expect(calls.passChallenge.mock.invocationCallOrder[0]).toBeLessThan(
      calls.attachPaymentMethod.mock.invocationCallOrder[1]!,
    );
    expect(calls.setAutoPayment).toHaveBeenCalledWith({ customerId: 'cus_1', paymentMethodId: 'pm_sbx_1' });
    expect(calls.createSetupIntent).not.toHaveBeenCalled();
  });

  it('sandbox: a failed or closed challenge stores no card and shows the refusal; no payment is made', async () => {
    const calls = fakeCalls();
    calls.attachPaymentMethod.mockResolvedValueOnce(setupAction).mockRejectedValueOnce(authFailure);
    expect(await runAddCard(calls, { ...newCard, customer: 'cus_1', setAutoPayment: true })).toEqual({
      kind: 'card-refused',
      reason: {
        providerCode: 'setup_intent_authentication_failure',
        providerMessage: 'We are unable to authenticate your payment method.',
      },
      customer: 'cus_1',
    });
    expect(calls.setAutoPayment).not.toHaveBeenCalled();
    const paying = fakeCalls();
    paying.attachPaymentMethod.mockResolvedValueOnce(setupAction).mockRejectedValueOnce(authFailure);
    const outcome = await runPayment(paying, { ...newCard, customer: 'cus_1' }, 25, null);
    expect(outcome).toMatchObject({
      kind: 'not-paid',
      reason: { providerCode: 'setup_intent_authentication_failure' },
    });
    expect(paying.registerRetailPayment).not.toHaveBeenCalled();
  });

  it("'Realizar Pago' with a new card in the sandbox pays with the card once its setup's challenge is passed", async () => {
    const calls = fakeCalls();
    calls.attachPaymentMethod
      .mockResolvedValueOnce(setupAction)
      .mockResolvedValueOnce({ ...stored, id: 'pm_sbx_1' });
    const outcome = await runPayment(calls, newCard, 25, null);
    expect(outcome).toMatchObject({ kind: 'paid', paymentId: 'pm_sbx_1' });
    expect(calls.registerRetailPayment.mock.calls[0]![0].payment.paymentMethodId).toBe('pm_sbx_1');
  });

  it('Stripe: a SetupIntent from the server, confirmed by Stripe.js, then only the ids go to the attach call', async () => {
    const calls = fakeCalls();
    const confirmSetup = vi.fn(async () => ({ paymentMethodId: 'pm_browser_1' }));
    const outcome = await runAddCard(
      { ...calls, browserCard: { confirmSetup } },
      { ...emptyPaymentForm, customer: 'cus_1' },
    );
    expect(outcome).toMatchObject({ kind: 'card-added', paymentId: 'pm_new' });
    expect(calls.createSetupIntent).toHaveBeenCalledWith({ customer: 'cus_1' });
    expect(confirmSetup).toHaveBeenCalledWith('seti_1_secret_x');
    expect(calls.attachPaymentMethod).toHaveBeenCalledTimes(1);
    expect(calls.attachPaymentMethod).toHaveBeenCalledWith({
      customer: 'cus_1',
      paymentMethodId: 'pm_browser_1',
      setupIntentId: 'seti_1',
    });
    // Stripe.js ran the bank's challenge itself.
    expect(calls.passChallenge).not.toHaveBeenCalled();
  });

  it('Stripe: a refusal from Stripe.js (the card, or its challenge failed) stops before the attach call', async () => {
    const calls = fakeCalls();
    const error = { providerCode: '', providerMessage: 'No se pudo autenticar la tarjeta con su banco' };
    const confirmSetup = vi.fn(async () => ({ error }));
    const outcome = await runPayment(
      { ...calls, browserCard: { confirmSetup } },
      { ...emptyPaymentForm, customer: 'cus_1' },
      25,
      null,
    );
    expect(outcome).toMatchObject({ kind: 'not-paid', reason: error, paymentId: null });
    expect(calls.attachPaymentMethod).not.toHaveBeenCalled();
    expect(calls.registerRetailPayment).not.toHaveBeenCalled();
  });
});
