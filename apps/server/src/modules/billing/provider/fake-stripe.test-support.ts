import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AUTHENTICATING,
  createdSince,
  DECLINES,
  type Decline,
  type Json,
  nowSeconds,
  type RecordedRequest,
} from './fake-stripe-cards.test-support.ts';

/**
 * A local server answering a few Stripe API calls in Stripe's wire format (form-encoded requests,
 * JSON objects, card errors with HTTP 402, idempotent POSTs replayed from the first response), and
 * recording every request it gets. It takes no card over the API: cards are made as Stripe.js makes
 * them in the browser (`createBrowserPaymentMethod`), and the server only attaches their ids.
 */
export async function startFakeStripe() {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, Json>();
  const methods = new Map<string, Json & { number: string; authenticated?: boolean }>();
  const intents = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const disputes = new Map<string, Json>();
  const setups = new Map<string, Json>();
  const replays = new Map<string, { status: number; body: Json }>();
  let seq = 0;
  /** While true, new refunds answer `pending` (as Stripe does while the card's bank has not confirmed). */
  let refundsPending = false;
  const next = (prefix: string) => `${prefix}_fake${++seq}`;

  /** What Stripe.js does in the browser with the publishable key: a PaymentMethod made from the card. */
  function createBrowserPaymentMethod(number: string, expiry = { expMonth: 12, expYear: 2031 }): string {
    const id = next('pm');
    methods.set(id, {
      id,
      object: 'payment_method',
      type: 'card',
      customer: null,
      number,
      card: {
        brand: number.startsWith('37') ? 'amex' : 'visa',
        last4: number.slice(-4),
        exp_month: expiry.expMonth,
        exp_year: expiry.expYear,
      },
    });
    return id;
  }

  const cardError = ({ code, decline_code, message }: Decline, extra: Json = {}) => ({
    status: 402,
    body: { error: { type: 'card_error', code, decline_code, message, ...extra } },
  });

  function answer(request: RecordedRequest): { status: number; body: Json } {
    const { method, path, form } = request;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: next('cus'), object: 'customer', description: form.description ?? null };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
    if (method === 'POST' && attach) {
      const pm = methods.get(attach[1]!);
      if (!pm)
        return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing' } } };
      if (pm.customer && pm.customer !== form.customer)
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              message: 'The payment method you provided has already been attached to a customer.',
            },
          },
        };
      const decline = DECLINES[pm.number];
      if (decline && !decline.onCharge) return cardError(decline);
      pm.customer = form.customer;
      const { number: _kept, ...visible } = pm;
      return { status: 200, body: visible };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const pm = methods.get(form.payment_method ?? '');
      const intent: Json = {
        id: next('pi'),
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency,
        customer: form.customer,
        payment_method: form.payment_method,
        metadata: { idempotency_key: form['metadata[idempotency_key]'] },
        status: 'succeeded',
        last_payment_error: null,
        created: nowSeconds(),
      };
      const asks = pm ? AUTHENTICATING[pm.number] : undefined;
      const authenticated = pm?.authenticated === true;
      const needsChallenge = asks !== undefined && (asks !== 'once' || !authenticated);
      const decline: Decline | undefined = needsChallenge
        ? form.off_session === 'true'
          ? {
              code: 'authentication_required',
              decline_code: 'authentication_required',
              message: 'Your card was declined. This transaction requires authentication.',
            }
          : undefined
        : pm
          ? DECLINES[pm.number]
          : undefined;
      intents.set(intent.id as string, intent);
      if (needsChallenge && !decline) {
        intent.status = 'requires_action';
        intent.client_secret = `${intent.id}_secret_fake`;
        intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: {} };
        return { status: 200, body: intent };
      }
      if (decline) {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { type: 'card_error', code: decline.code, message: decline.message };
      }
      return decline ? cardError(decline, { payment_intent: intent }) : { status: 200, body: intent };
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (intentPath) {
      const intent = intents.get(intentPath[1]!);
      if (!intent)
        return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing' } } };
      if (method === 'POST' && intentPath[2]) {
        if (intent.status === 'succeeded' || intent.status === 'canceled')
          return {
            status: 400,
            body: {
              error: {
                type: 'invalid_request_error',
                code: 'payment_intent_unexpected_state',
                message: `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`,
              },
            },
          };
        intent.status = 'canceled';
        intent.next_action = null;
      }
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const id = next('seti');
      const setup: Json = {
        id,
        object: 'setup_intent',
        customer: form.customer ?? null,
        usage: form.usage ?? 'off_session',
        metadata: form['metadata[added_by]'] ? { added_by: form['metadata[added_by]'] } : {},
        automatic_payment_methods:
          form['automatic_payment_methods[enabled]'] === 'true'
            ? { enabled: true, allow_redirects: form['automatic_payment_methods[allow_redirects]'] }
            : null,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake`,
        payment_method: null,
        last_setup_error: null,
        next_action: null,
        created: nowSeconds(),
      };
      setups.set(id, setup);
      return { status: 200, body: setup };
    }
    const setupPath = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && setupPath) {
      const setup = setups.get(setupPath[1]!);
      if (!setup)
        return {
          status: 404,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: 'No such setupintent',
            },
          },
        };
      const expand = Object.entries(request.query).some(
        ([key, value]) => key.startsWith('expand') && value === 'payment_method',
      );
      const pm = expand ? methods.get(String(setup.payment_method)) : undefined;
      if (!pm) return { status: 200, body: setup };
      const { number: _kept, authenticated: _auth, ...visible } = pm;
      return { status: 200, body: { ...setup, payment_method: visible } };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.payment_intent ?? '');
      if (intent?.status !== 'succeeded')
        return {
          status: 400,
          body: {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such charge' },
          },
        };
      const amount = Number(form.amount ?? intent.amount);
      const refunded = [...refunds.values()]
        .filter((r) => r.payment_intent === intent.id)
        .reduce((sum, r) => sum + (r.amount as number), 0);
      if (refunded + amount > (intent.amount as number))
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: 'Refund amount is greater than unrefunded amount on charge',
            },
          },
        };
      const refund: Json = {
        id: next('re'),
        object: 'refund',
        amount,
        payment_intent: intent.id,
        status: refundsPending ? 'pending' : 'succeeded',
        created: nowSeconds(),
      };
      refunds.set(refund.id as string, refund);
      return { status: 200, body: refund };
    }
    const refundPath = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (method === 'GET' && refundPath) {
      const refund = refunds.get(refundPath[1]!);
      if (!refund)
        return {
          status: 404,
          body: {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such refund' },
          },
        };
      return { status: 200, body: refund };
    }
    if (method === 'GET' && path === '/v1/payment_intents') {
      const data = [...intents.values()].filter(
        (i) => (!request.query.customer || i.customer === request.query.customer) && createdSince(i, request),
      );
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/payment_intents' } };
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const data = [...refunds.values()].filter((r) => createdSince(r, request));
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/refunds' } };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `no route ${method} ${path}` } },
    };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        form: Object.fromEntries(new URLSearchParams(raw)),
      };
      requests.push(request);
      const key = req.headers['idempotency-key'];
      const replay = typeof key === 'string' && request.method === 'POST' ? replays.get(key) : undefined;
      const result = replay ?? answer(request);
      if (typeof key === 'string' && request.method === 'POST') replays.set(key, result);
      res.writeHead(result.status, { 'content-type': 'application/json', 'request-id': next('req') });
      res.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiHost: `127.0.0.1:${port}`,
    createBrowserPaymentMethod,
    requests,
    intents,
    refunds,
    /**
     * What Stripe.js's handleNextAction does in the browser: the student passes (or fails, or closes) the
     * 3-D Secure challenge of a PaymentIntent waiting for it, and Stripe settles the intent.
     */
    authenticate(intentId: string, passed: boolean) {
      const intent = intents.get(intentId);
      if (intent?.status !== 'requires_action') return;
      const pm = methods.get(String(intent.payment_method));
      intent.next_action = null;
      if (passed && pm) pm.authenticated = true;
      const failure = !passed
        ? {
            code: 'payment_intent_authentication_failure',
            message:
              'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
          }
        : pm && AUTHENTICATING[pm.number] === 'always-then-insufficient-funds'
          ? {
              code: 'card_declined',
              decline_code: 'insufficient_funds',
              message: 'Your card has insufficient funds.',
            }
          : null;
      intent.status = failure ? 'requires_payment_method' : 'succeeded';
      intent.last_payment_error = failure ? { type: 'card_error', ...failure } : null;
    },
    setups,
    /**
     * What Stripe.js's `confirmCardSetup(clientSecret, { payment_method: { card } })` does in the browser:
     * makes the PaymentMethod from the card and confirms the SetupIntent with it; a card that asks for
     * 3-D Secure shows its challenge there, which the student passes (or fails or closes: `passed` false).
     * Succeeded, the card is attached to the customer and authenticated (a card that asks once asks no
     * more, off-session too); refused, the SetupIntent keeps the error in `last_setup_error`.
     */
    confirmCardSetup(setupIntentId: string, number: string, { passed = true } = {}) {
      const setup = setups.get(setupIntentId);
      if (!setup) throw new Error(`no SetupIntent ${setupIntentId}`);
      const paymentMethodId = createBrowserPaymentMethod(number);
      const pm = methods.get(paymentMethodId)!;
      setup.payment_method = paymentMethodId;
      const decline = DECLINES[number];
      const failure =
        decline && !decline.onCharge
          ? { type: 'card_error', ...decline }
          : AUTHENTICATING[number] && !passed
            ? {
                type: 'invalid_request_error',
                code: 'setup_intent_authentication_failure',
                message:
                  'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
              }
            : null;
      if (failure) {
        setup.status = 'requires_payment_method';
        setup.last_setup_error = failure;
        return { paymentMethodId, setupIntentId, error: failure };
      }
      if (AUTHENTICATING[number]) pm.authenticated = true;
      pm.customer = setup.customer;
      setup.status = 'succeeded';
      setup.last_setup_error = null;
      return { paymentMethodId, setupIntentId, error: null };
    },
    /** New refunds answer `pending` from now on (or not). */
    answerRefundsPending(pending: boolean) {
      refundsPending = pending;
    },
    /** The bank's answer on a pending refund: what Stripe then shows for it. */
    finishRefund(id: string, status: 'succeeded' | 'failed') {
      const refund = refunds.get(id);
      if (refund) {
        refund.status = status;
        if (status === 'failed') refund.failure_reason = 'expired_or_canceled_card';
      }
    },
    disputes,
    /** A cardholder disputes a PaymentIntent's charge (as with test card 4000 0000 0000 0259). */
    openDispute(intentId: string, reason = 'fraudulent'): Json {
      const intent = intents.get(intentId);
      const dispute: Json = {
        id: next('dp'),
        object: 'dispute',
        amount: intent?.amount ?? 0,
        currency: 'usd',
        charge: next('ch'),
        payment_intent: intentId,
        reason,
        status: 'needs_response',
        is_charge_refundable: false,
        created: nowSeconds(),
        metadata: {},
      };
      disputes.set(dispute.id as string, dispute);
      return dispute;
    },
    /** The bank's decision on a dispute: what Stripe then shows for it. */
    closeDispute(id: string, status: 'won' | 'lost'): Json {
      const dispute = disputes.get(id)!;
      dispute.status = status;
      return dispute;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
