import Stripe from 'stripe';
import { AppError } from '../../../lib/app-error.ts';
import {
  type ChargeAttempt,
  type ChargeRequest,
  ProviderCardError,
  type ProviderCharge,
  type ProviderRefund,
  type ProviderSetup,
  type StripePaymentProvider,
} from './payment-provider.ts';

export type StripeProviderOptions = {
  secretKey: string;
  publicKey: string;
  /** host:port (or http://host:port) of a Stripe-compatible API, e.g. a local test server. */
  apiHost?: string;
  /** How long one request may wait for Stripe's answer (30 s; tests make it short). */
  timeoutMs?: number;
};

const CURRENCY = 'usd';

/**
 * Each request waits at most 30 s (the SDK's default is 80 s): with its two retries, a provider that does
 * not answer is told to the student (503) before the page's own 110 s limit ends the call.
 */
const TIMEOUT_MS = 30_000;

function clientOptions(options: StripeProviderOptions): ConstructorParameters<typeof Stripe>[1] {
  const common = { maxNetworkRetries: 2, timeout: options.timeoutMs ?? TIMEOUT_MS };
  if (!options.apiHost) return common;
  const url = new URL(options.apiHost.includes('://') ? options.apiHost : `http://${options.apiHost}`);
  return { ...common, host: url.hostname, port: url.port || 80, protocol: 'http' };
}

/** Node's codes of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Whether an error means Stripe could not be used, not that it refused this request: no connection or
 * no answer in time (StripeConnectionError, what the SDK makes of ECONNREFUSED and timeouts), an error on
 * Stripe's side (5xx, rate limit), or a key it does not accept (the school's settings, not the student).
 */
function isProviderUnavailable(error: unknown): boolean {
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  )
    return true;
  if (error instanceof Stripe.errors.StripeError) return (error.statusCode ?? 0) >= 500;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && NETWORK_CODES.has(code);
}

/**
 * Runs a call to Stripe; when Stripe cannot be used it throws `payment.provider-unavailable` (503, the
 * student may retry with the same key) instead of an unknown error (a 500). Refusals pass unchanged.
 */
async function reaching<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isProviderUnavailable(error)) throw new AppError('payment.provider-unavailable', { cause: error });
    throw error;
  }
}

/** The provider with every call through `reaching`: a method added later is covered too. */
function reachingAll<P extends object>(provider: P): P {
  return Object.fromEntries(
    Object.entries(provider).map(([key, value]) => [
      key,
      typeof value === 'function'
        ? (...args: unknown[]) => reaching(() => (value as (...a: unknown[]) => Promise<unknown>)(...args))
        : value,
    ]),
  ) as P;
}

/** Reasons of a bank's refusal that the student is told apart (the others are "declined"). */
const TOLD_APART = new Set(['insufficient_funds', 'expired_card', 'incorrect_cvc', 'processing_error']);

/**
 * The code of a Stripe card error: Stripe answers a bank's refusal as `card_declined` with the reason in
 * `decline_code` (insufficient_funds, …); a reason the student is told apart becomes the code.
 */
const refusalCode = (error: InstanceType<typeof Stripe.errors.StripeCardError>): string =>
  error.decline_code && TOLD_APART.has(error.decline_code)
    ? error.decline_code
    : (error.code ?? 'card_declined');

/**
 * A refusal from Stripe as a ProviderCardError: card errors, and a PaymentMethod id it rejects (unknown,
 * used before, another account's: the client's to fix). Anything else is rethrown.
 */
function asCardError(error: unknown): never {
  if (error instanceof Stripe.errors.StripeCardError) {
    throw new ProviderCardError(refusalCode(error), error.message);
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    throw new ProviderCardError(error.code ?? 'invalid_request', error.message);
  }
  throw error;
}

/** What every answer about a PaymentIntent carries: its ids, its key (ours, in its metadata) and amount. */
const intentBase = (intent: Stripe.PaymentIntent, fallbackKey: string) => ({
  id: intent.id,
  idempotencyKey: intent.metadata?.idempotency_key ?? fallbackKey,
  customer: typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? ''),
  paymentMethod:
    typeof intent.payment_method === 'string' ? intent.payment_method : (intent.payment_method?.id ?? ''),
  amountCents: intent.amount,
});

/** A PaymentIntent as a charge; null while its outcome is not final. */
export function toCharge(intent: Stripe.PaymentIntent, fallbackKey = ''): ProviderCharge | null {
  const base = intentBase(intent, fallbackKey);
  if (intent.status === 'succeeded')
    return { ...base, status: 'succeeded', errorCode: null, errorMessage: null };
  if (intent.status === 'requires_payment_method' || intent.status === 'canceled') {
    const failure = intent.last_payment_error;
    // A bank's refusal is `card_declined` with the reason apart; a reason the student is told is the code.
    const reason =
      failure?.decline_code && TOLD_APART.has(failure.decline_code) ? failure.decline_code : null;
    return {
      ...base,
      status: 'failed',
      errorCode: reason ?? failure?.code ?? intent.status,
      errorMessage: failure?.message ?? null,
    };
  }
  return null;
}

/**
 * A PaymentIntent as the answer to a charge: its outcome, or the 3-D Secure challenge it waits for
 * (requires_action, with the client secret the browser's Stripe.js needs); null while it is processing.
 */
function toAttempt(intent: Stripe.PaymentIntent, fallbackKey = ''): ChargeAttempt | null {
  if (intent.status === 'requires_action' && intent.client_secret) {
    return {
      ...intentBase(intent, fallbackKey),
      status: 'requires_action',
      clientSecret: intent.client_secret,
    };
  }
  return toCharge(intent, fallbackKey);
}

/**
 * A Stripe refund as ours: `succeeded`; `failed` or `canceled` as failed; `pending` and
 * `requires_action` as pending (settled later by asking again, never taken as done).
 */
export function toRefund(refund: Stripe.Refund, charge?: string): ProviderRefund {
  const failed = refund.status === 'failed' || refund.status === 'canceled';
  const intent =
    typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
  return {
    id: refund.id,
    charge: charge ?? intent ?? '',
    amountCents: refund.amount,
    status: failed ? 'failed' : refund.status === 'succeeded' ? 'succeeded' : 'pending',
    errorCode: failed ? (refund.failure_reason ?? refund.status ?? 'failed') : null,
    errorMessage: null,
  };
}

/** A PaymentMethod as the card we keep: id, brand, last 4 and expiry. */
const toMethod = (method: Stripe.PaymentMethod) => ({
  id: method.id,
  brand: method.card?.brand ?? 'unknown',
  last4: method.card?.last4 ?? '',
  expMonth: method.card?.exp_month ?? 0,
  expYear: method.card?.exp_year ?? 0,
});

/** A card known by its id only (a SetupIntent read without its PaymentMethod expanded). */
const EMPTY_CARD = { brand: 'unknown', last4: '', expMonth: 0, expYear: 0 };

/**
 * A SetupIntent as ours: `succeeded`; `failed` when its last confirmation was refused (the card, or a failed
 * or closed 3-D Secure challenge: `setup_intent_authentication_failure`) or it was canceled; `pending` while
 * not confirmed (Stripe.js finishes `requires_action` in the browser, so it is never answered to us).
 */
function toSetup(intent: Stripe.SetupIntent): ProviderSetup {
  const method = intent.payment_method;
  const failure = intent.last_setup_error;
  const failed = intent.status === 'canceled' || (intent.status === 'requires_payment_method' && !!failure);
  const reason = failure?.decline_code && TOLD_APART.has(failure.decline_code) ? failure.decline_code : null;
  return {
    id: intent.id,
    customer: typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? ''),
    paymentMethod:
      method && typeof method !== 'string' ? toMethod(method) : method ? { ...EMPTY_CARD, id: method } : null,
    status: intent.status === 'succeeded' ? 'succeeded' : failed ? 'failed' : 'pending',
    clientSecret: null,
    errorCode: failed ? (reason ?? failure?.code ?? intent.status) : null,
    errorMessage: failed ? (failure?.message ?? null) : null,
  };
}

/** Stripe's timestamps: whole seconds since the epoch. */
const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The official SDK against Stripe (or a Stripe-compatible server when apiHost is set). */
export function createStripeProvider(options: StripeProviderOptions): StripePaymentProvider {
  const stripe = new Stripe(options.secretKey, clientOptions(options));

  return reachingAll<StripePaymentProvider>({
    name: 'stripe',
    publicKey: options.publicKey,

    async createCustomer({ idempotencyKey, description }) {
      const customer = await stripe.customers.create({ description }, { idempotencyKey });
      return { id: customer.id };
    },

    async attachPaymentMethod(customer: string, paymentMethodId: string) {
      try {
        return toMethod(await stripe.paymentMethods.attach(paymentMethodId, { customer }));
      } catch (error) {
        return asCardError(error);
      }
    },

    async createSetup(customer, addedBy) {
      const intent = await stripe.setupIntents.create({
        customer,
        ...(addedBy ? { metadata: { added_by: addedBy } } : {}),
        // Saved to be charged later with nobody there (auto-pay): the bank authenticates it now, once.
        usage: 'off_session',
        // As the payments: no setup needs a redirect (and a return_url) to finish; the page confirms a card.
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      });
      if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} came without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async findSetup(id) {
      try {
        return toSetup(await stripe.setupIntents.retrieve(id, { expand: ['payment_method'] }));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    async charge(request: ChargeRequest) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: CURRENCY,
            customer: request.customer,
            payment_method: request.paymentMethod,
            // Cards only, so no payment needs a redirect (and a return_url) to finish.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            confirm: true,
            // On-session, a card that asks for 3-D Secure answers requires_action, and the browser's
            // Stripe.js finishes it (handleNextAction); off-session it fails with authentication_required.
            ...(request.offSession ? { off_session: true } : { use_stripe_sdk: true }),
            description: request.description,
            metadata: { idempotency_key: request.idempotencyKey },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        const attempt = toAttempt(intent, request.idempotencyKey);
        if (attempt) return attempt;
        return {
          id: intent.id,
          idempotencyKey: request.idempotencyKey,
          customer: request.customer,
          paymentMethod: request.paymentMethod,
          amountCents: request.amountCents,
          status: 'failed',
          errorCode: intent.status,
          errorMessage: null,
        };
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
        return {
          id: error.payment_intent?.id ?? error.charge ?? '',
          idempotencyKey: request.idempotencyKey,
          customer: request.customer,
          paymentMethod: request.paymentMethod,
          amountCents: request.amountCents,
          status: 'failed',
          errorCode: refusalCode(error),
          errorMessage: error.message,
        };
      }
    },

    async findChargeByIdempotencyKey({ idempotencyKey, customer }) {
      // List (not search): listing is read-after-write consistent.
      for await (const intent of stripe.paymentIntents.list({ customer, limit: 100 })) {
        if (intent.metadata?.idempotency_key === idempotencyKey) return toAttempt(intent);
      }
      return null;
    },

    async cancelCharge(id) {
      try {
        return toCharge(await stripe.paymentIntents.cancel(id));
      } catch (error) {
        // Stripe refuses to cancel an intent that has an outcome already: answer that outcome.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        if (error.statusCode === 404) return null;
        return toCharge(await stripe.paymentIntents.retrieve(id));
      }
    },

    async refund(request) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: request.charge, amount: request.amountCents },
          { idempotencyKey: request.idempotencyKey },
        );
        return toRefund(refund, request.charge);
      } catch (error) {
        // Stripe refuses a refund above what is left of the charge, or of an unknown one: the request's fault.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        return {
          id: '',
          charge: request.charge,
          amountCents: request.amountCents,
          status: 'failed',
          errorCode: error.code ?? 'invalid_request',
          errorMessage: error.message,
        };
      }
    },

    async findRefund(id) {
      try {
        return toRefund(await stripe.refunds.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    async listCharges(filter = {}) {
      const charges: ProviderCharge[] = [];
      const params = {
        ...(filter.customer ? { customer: filter.customer } : {}),
        ...(filter.since ? { created: { gte: unixSeconds(filter.since) } } : {}),
        limit: 100,
      };
      for await (const intent of stripe.paymentIntents.list(params)) {
        const charge = toCharge(intent);
        if (charge) charges.push(charge);
      }
      return charges;
    },

    async listRefunds(filter = {}) {
      const refunds: ProviderRefund[] = [];
      const params = { ...(filter.since ? { created: { gte: unixSeconds(filter.since) } } : {}), limit: 100 };
      for await (const refund of stripe.refunds.list(params)) refunds.push(toRefund(refund));
      return refunds;
    },
  });
}
