import type { Stripe } from '@stripe/stripe-js';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setStripeLoader } from '../model/stripe-js';
import { renderPaymentPage } from '../test/render-payment-page';

type StripeErrorLike = { type: string; code: string; message: string };

/**
 * A stand-in for Stripe.js (tests cannot reach Stripe): its card element mounts a marker where the page
 * asks, and confirmCardSetup (which runs the bank's 3-D Secure challenge in the real one) answers the
 * SetupIntent succeeded with `pm_browser_1`, or the given error. It records what it was asked.
 */
function fakeStripeJs(options: { createError?: StripeErrorLike } = {}) {
  const seen = {
    keys: [] as string[],
    locales: [] as unknown[],
    created: [] as string[],
    mountedIn: [] as HTMLElement[],
    paymentMethods: 0,
    secrets: [] as string[],
    destroyed: 0,
    nextActions: [] as string[],
  };
  let onChange: ((event: { error?: StripeErrorLike }) => void) | null = null;
  const card = {
    on(event: string, handler: (event: { error?: StripeErrorLike }) => void) {
      if (event === 'change') onChange = handler;
      return card;
    },
    mount(host: HTMLElement) {
      const marker = document.createElement('div');
      marker.dataset.testid = 'fake-stripe-card';
      host.appendChild(marker);
      seen.mountedIn.push(host);
    },
    update() {},
    destroy() {
      seen.destroyed += 1;
    },
  };
  const stripe = {
    elements(options: { locale?: unknown }) {
      seen.locales.push(options.locale);
      return {
        create(type: string) {
          seen.created.push(type);
          return card;
        },
      };
    },
    async confirmCardSetup(clientSecret: string, data: { payment_method: { card: unknown } }) {
      expect(data).toEqual({ payment_method: { card } });
      seen.paymentMethods += 1;
      seen.secrets.push(clientSecret);
      if (options.createError) return { error: options.createError };
      return { setupIntent: { id: 'seti_1', status: 'succeeded', payment_method: 'pm_browser_1' } };
    },
    /** The bank's challenge, which Stripe.js runs in its own frame: here it just records the secret. */
    async handleNextAction({ clientSecret }: { clientSecret: string }) {
      seen.nextActions.push(clientSecret);
      return { paymentIntent: { status: 'succeeded' } };
    },
  };
  setStripeLoader(async (key) => {
    seen.keys.push(key);
    return stripe as unknown as Stripe;
  });
  return { seen, change: (event: { error?: StripeErrorLike }) => onChange?.(event) };
}

const stripeKeys = { retailKey: 'pk_test_stripe', provider: 'stripe' as const };
/** POST /retail/createsetupintent as the server answers it. */
const setupIntent = { body: { setupIntentId: 'seti_1', clientSecret: 'seti_1_secret_x' } };
const cardFieldKeys = ['number', 'cvc', 'expMonth', 'expYear', 'zipCode'];

afterEach(() => {
  cleanup();
  setStripeLoader(null);
});

describe('the payment page with Stripe', { timeout: 30_000 }, () => {
  it("mounts Stripe's card element in place of our card fields, saves the card with the SetupIntent and sends only its ids", async () => {
    const user = userEvent.setup();
    const stripe = fakeStripeJs();
    const { calls } = renderPaymentPage({
      apiKeys: stripeKeys,
      handler: (call) => {
        if (call.path === '/retail/createsetupintent') return setupIntent;
        if (call.path === '/retail/attachpaymentmethod')
          return { body: { id: 'pm_browser_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031 } };
        if (call.path === '/retail/registerretailpayment') return { body: { status: 'succeeded' } };
        return undefined;
      },
    });
    expect(await screen.findByTestId('fake-stripe-card')).toBeTruthy();
    expect(stripe.seen).toMatchObject({ keys: ['pk_test_stripe'], locales: ['es'], created: ['card'] });
    expect(stripe.seen.mountedIn[0]!.dataset.testid).toBe('stripe-card-element');
    expect(screen.queryByLabelText(/Número de tarjeta/)).toBeNull();
    expect(screen.queryByLabelText(/CVC/)).toBeNull();

    await user.type(screen.getByLabelText(/Total a Pagar/), '20');
    await user.click(screen.getByRole('button', { name: 'Realizar Pago' }));
    expect(await screen.findByText('Pago Completado')).toBeTruthy();
    expect(stripe.seen.paymentMethods).toBe(1);
    const attach = calls.filter((call) => call.path === '/retail/attachpaymentmethod');
    expect(stripe.seen.secrets).toEqual(['seti_1_secret_x']);
    expect(calls.find((call) => call.path === '/retail/createsetupintent')?.body).toEqual({
      customer: 'cus_1',
    });
    expect(attach.map((call) => call.body)).toEqual([
      { customer: 'cus_1', paymentMethodId: 'pm_browser_1', setupIntentId: 'seti_1' },
    ]);
    const payment = calls.find((call) => call.path === '/retail/registerretailpayment');
    expect(payment!.body).toEqual({ amount: 20, customer: 'cus_1', paymentMethodId: 'pm_browser_1' });
    for (const call of calls) {
      const keys = Object.keys((call.body as object | undefined) ?? {});
      expect(
        keys.filter((key) => cardFieldKeys.includes(key)),
        call.path,
      ).toEqual([]);
    }
  });

  it('a card that asks for 3-D Secure: Stripe.js runs the challenge, then the same payment with the same key tells the outcome', async () => {
    const user = userEvent.setup();
    const stripe = fakeStripeJs();
    const answers = [
      { status: 'requires_action', message: null, challenge: { clientSecret: 'pi_1_secret_x' } },
      { status: 'succeeded' },
    ];
    const { calls } = renderPaymentPage({
      apiKeys: stripeKeys,
      handler: (call) => {
        if (call.path === '/retail/createsetupintent') return setupIntent;
        if (call.path === '/retail/attachpaymentmethod')
          return { body: { id: 'pm_browser_1', brand: 'visa', last4: '3184', expMonth: 12, expYear: 2031 } };
        if (call.path === '/retail/registerretailpayment') return { body: answers.shift() };
        return undefined;
      },
    });
    await screen.findByTestId('fake-stripe-card');
    await user.type(screen.getByLabelText(/Total a Pagar/), '20');
    await user.click(screen.getByRole('button', { name: 'Realizar Pago' }));
    expect(await screen.findByText('Pago Completado')).toBeTruthy();
    expect(stripe.seen.nextActions).toEqual(['pi_1_secret_x']);
    const payments = calls.filter((call) => call.path === '/retail/registerretailpayment');
    expect(payments).toHaveLength(2);
    expect(payments[1]!.headers['idempotency-key']).toBe(payments[0]!.headers['idempotency-key']);
    // No sandbox dialog in Stripe mode: the bank's page is Stripe's.
    expect(screen.queryByTestId('sandbox-challenge')).toBeNull();
  });

  it("shows Stripe's refusal translated in brackets and sends nothing to our server", async () => {
    const user = userEvent.setup();
    fakeStripeJs({
      createError: {
        type: 'validation_error',
        code: 'incomplete_number',
        message: 'Your card number is incomplete.',
      },
    });
    const { calls } = renderPaymentPage({
      apiKeys: stripeKeys,
      handler: (call) => (call.path === '/retail/createsetupintent' ? setupIntent : undefined),
    });
    await screen.findByTestId('fake-stripe-card');
    await user.type(screen.getByLabelText(/Total a Pagar/), '20');
    await user.click(screen.getByRole('button', { name: 'Realizar Pago' }));
    expect(await screen.findByText('Pago No Completado')).toBeTruthy();
    expect(screen.getByText('[El número de tarjeta está incompleto]')).toBeTruthy();
    const sent = ['/retail/createcustomer', '/retail/createsetupintent'];
    expect(calls.filter((call) => call.method === 'POST' && !sent.includes(call.path))).toEqual([]);
  });

  it('shows a failed 3-D Secure challenge of the card being saved in brackets, and stores nothing', async () => {
    const user = userEvent.setup();
    fakeStripeJs({
      createError: {
        type: 'invalid_request_error',
        code: 'setup_intent_authentication_failure',
        message: 'We are unable to authenticate your payment method.',
      },
    });
    const { calls } = renderPaymentPage({
      apiKeys: stripeKeys,
      handler: (call) => (call.path === '/retail/createsetupintent' ? setupIntent : undefined),
    });
    await screen.findByTestId('fake-stripe-card');
    await user.type(screen.getByLabelText(/Total a Pagar/), '20');
    await user.click(screen.getByRole('button', { name: 'Realizar Pago' }));
    expect(await screen.findByText('Pago No Completado')).toBeTruthy();
    expect(screen.getByText('[No se pudo autenticar la tarjeta con su banco]')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/retail/attachpaymentmethod')).toEqual([]);
    expect(calls.filter((call) => call.path === '/retail/registerretailpayment')).toEqual([]);
  });

  it("shows the card element's live errors in the page's language, and clears them", async () => {
    const stripe = fakeStripeJs();
    renderPaymentPage({ apiKeys: stripeKeys });
    await screen.findByTestId('fake-stripe-card');
    stripe.change({
      error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' },
    });
    expect(await screen.findByText('El número de tarjeta no es válido')).toBeTruthy();
    // A code we have no text for shows Stripe's own message (Stripe.js speaks the page's locale).
    stripe.change({
      error: { type: 'validation_error', code: 'brand_new_code', message: 'Texto de Stripe.' },
    });
    expect(await screen.findByText('Texto de Stripe.')).toBeTruthy();
    stripe.change({});
    await waitFor(() => expect(screen.queryByText('Texto de Stripe.')).toBeNull());
  });

  it('says so when Stripe.js cannot load', async () => {
    setStripeLoader(async () => null);
    renderPaymentPage({ apiKeys: stripeKeys });
    expect((await screen.findByTestId('stripe-card-failed')).textContent).toContain(
      'No se pudo cargar el formulario de tarjeta',
    );
  });

  it('in the sandbox loads no Stripe.js and keeps our card fields', async () => {
    const stripe = fakeStripeJs();
    renderPaymentPage({});
    expect(await screen.findByLabelText(/Número de tarjeta/)).toBeTruthy();
    expect(screen.queryByTestId('stripe-card-element')).toBeNull();
    expect(stripe.seen.keys).toEqual([]);
  });
});
