import {
  CARD_DETAIL_FIELDS,
  ZApiKeysResponse,
  ZAttachCardRequest,
  ZAttachCardResponse,
  ZAttachPaymentMethodRequest,
  ZAutoPaymentResponse,
  ZCustomerPaymentInfo,
  ZIdempotencyKey,
  ZPaymentResult,
  ZProviderErrorBody,
  ZRegisterPaymentBody,
  ZRetailCustomer,
  ZSetAutoPaymentRequest,
} from '@puente/shared';
import type { FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, isAppError } from '../../lib/app-error.ts';
import { tagOf } from '../../lib/data-cache.ts';
import { jsonOf, sendJson } from '../../plugins/data-cache.ts';
import { errorBody } from '../../plugins/errors.ts';
import {
  presentAutoPayment,
  presentCustomer,
  presentPaymentInfo,
  presentPaymentMethod,
  presentPaymentResult,
} from './billing.presenter.ts';
import {
  attachPaymentMethod,
  cancelAutoPayment,
  ensureCustomer,
  removePaymentMethod,
  setAutoPayment,
} from './cards/index.ts';
import { getMyAccount, isoDate, type MyAccount } from './ledger/index.ts';
import { type BillingAccess, payerOf, requireBillingAccess } from './payer/index.ts';
import { registerRetailPayment } from './payments/index.ts';

const tags = ['payments'];
const security = [{ bearer: [] }];
const guarded = (access: BillingAccess) => ({ onRequest: requireBillingAccess(access) });
const access =
  'Signed-in student with an account; 401 without a session, 403 system.forbidden for staff, ' +
  '403 payment.disabled when the tenant has payments off.';
const writeAccess = ' 403 payment.impersonation-forbidden while an administrator acts as the user.';
const payAccess =
  `${writeAccess} A guest (not the account holder) pays only with a card of their own, and only when the ` +
  'tenant lets guests pay (else 403 payment.holder-only).';
const holderAccess = `${writeAccess} The account holder only (403 payment.holder-only for a guest).`;

/** A body carrying any card field (a JSON object with one of the spec's card keys). */
const carriesCardDetails = (body: unknown) =>
  typeof body === 'object' && body !== null && CARD_DETAIL_FIELDS.some((field) => field in body);

/** The route's own body check for one schema: its errors are those of a route's body schema. */
const bodyCheck = (schema: z.ZodType) =>
  (validatorCompiler as unknown as (input: { schema: z.ZodType }) => (data: unknown) => { error?: unknown })({
    schema,
  });

/** The retail payment calls of spec section 7 (paths kept exactly). */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each tenant's provider (its settings, or the server's configuration), from the request's tenant.
  const providerOf = (request: FastifyRequest) =>
    app.deps.paymentProviders.forSettings(request.tenant).provider;
  const paymentInfo = (request: FastifyRequest, { figures, payMethodId }: MyAccount) =>
    presentPaymentInfo(figures, payMethodId, providerOf(request).publicKey);
  // With Stripe the card goes from the browser to Stripe.js: the attach call takes only its `pm_…` id
  // and refuses card fields before anything reads them; the sandbox keeps the spec's card payload.
  // Which one is the tenant's: the body is checked against its schema before the handler.
  const cardBody = bodyCheck(ZAttachCardRequest);
  const paymentMethodBody = bodyCheck(ZAttachPaymentMethodRequest);
  const accountJson = jsonOf(ZCustomerPaymentInfo, '/api/account/getmyaccount');
  // Same-instance read-your-writes for the account: once a billing call that may write has been
  // handled, and before its answer leaves, this instance drops what it cached for the account.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const accountId = request.identity?.accountId;
    if (accountId && request.method !== 'GET')
      app.deps.dataCache.invalidate({ kind: 'account', id: accountId });
    done(null, payload);
  });

  app.get(
    '/account/getmyaccount',
    {
      ...guarded('view'),
      schema: {
        tags,
        security,
        summary: "The account's payment figures (paymentInfo)",
        description: access,
        response: { 200: ZCustomerPaymentInfo },
      },
    },
    async (request, reply) => {
      // Kept per account and day (the figures depend on the date) until its billing rows change.
      const payer = payerOf(request);
      const { tenantId, accountId } = payer;
      const json = await app.deps.dataCache.get(
        `account:${tenantId}:${accountId}:${isoDate(app.deps.clock.now())}`,
        [tagOf('tenant', tenantId), tagOf('account', accountId)],
        async () => accountJson(paymentInfo(request, await getMyAccount(app.deps, payer))),
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    '/retail/getstripecustomer',
    {
      ...guarded('view'),
      schema: {
        tags,
        security,
        summary: "The account's customer at the provider and its stored cards (created on first use)",
        description: `${access} A guest sees only the cards they added.`,
        response: { 200: ZRetailCustomer },
      },
    },
    async (request) => {
      const { customer, methods } = await ensureCustomer(app.deps, payerOf(request));
      return presentCustomer(customer.providerCustomerId, methods);
    },
  );

  app.get(
    '/retail/getapikeys',
    {
      ...guarded('view'),
      schema: {
        tags,
        security,
        summary: "The provider's public key, and which provider (how the page takes a card)",
        response: { 200: ZApiKeysResponse },
      },
    },
    async (request) => {
      const provider = providerOf(request);
      return { retailKey: provider.publicKey, provider: provider.name };
    },
  );

  app.post(
    '/retail/createcustomer',
    {
      ...guarded('pay'),
      schema: {
        tags,
        security,
        summary: "Creates the account's customer at the provider (returns the existing one if any); no body",
        description: access + payAccess,
        response: { 200: ZRetailCustomer },
      },
    },
    async (request) => {
      const { customer, methods } = await ensureCustomer(app.deps, payerOf(request));
      return presentCustomer(customer.providerCustomerId, methods);
    },
  );

  app.post(
    '/retail/attachpaymentmethod',
    {
      ...guarded('pay'),
      preValidation: async (request) => {
        const stripe = providerOf(request).name === 'stripe';
        if (stripe && carriesCardDetails(request.body)) throw new AppError('payment.card-details-refused');
        const { error } = (stripe ? paymentMethodBody : cardBody)(request.body);
        if (error)
          throw Object.assign(new Error('body validation failed'), { statusCode: 400, validation: error });
      },
      schema: {
        tags,
        security,
        summary:
          "Stores a card for the customer at the tenant's provider: with Stripe the PaymentMethod id " +
          'Stripe.js made in the browser, with the sandbox the card (the number and CVC are never kept)',
        description:
          'With Stripe, 400 payment.card-details-refused for a body with card fields (number, cvc, expMonth, ' +
          'expYear, zipCode): card details go to Stripe from the browser, never here. ' +
          '402 payment.provider-error with the provider code and message when the card is refused; ' +
          '404 payment.customer-not-found when the customer is not the account\u2019s. A card a guest adds ' +
          `is theirs alone.${payAccess}`,
        body: z.union([ZAttachPaymentMethodRequest, ZAttachCardRequest]),
        response: { 200: ZAttachCardResponse, 402: ZProviderErrorBody },
      },
    },
    async (request, reply) => {
      try {
        return presentPaymentMethod(await attachPaymentMethod(app.deps, payerOf(request), request.body));
      } catch (error) {
        if (!isAppError(error) || error.code !== 'payment.provider-error') throw error;
        const extra = error.details.extra as { providerCode: string; providerMessage: string };
        return reply.status(402).send({
          ...errorBody(error, request.locale),
          code: 'payment.provider-error',
          providerCode: extra.providerCode,
          providerMessage: extra.providerMessage,
        });
      }
    },
  );

  app.post(
    '/retail/registerretailpayment',
    {
      ...guarded('pay'),
      schema: {
        tags,
        security,
        summary: 'Pays with a stored card; charged once per Idempotency-Key',
        description:
          'Send a new Idempotency-Key header per payment and the same one on retries: a retry answers the ' +
          'first result without charging again. Without the header, an identical payment (same amount, ' +
          'customer and card) while the first is in flight or within 60 s of it is the same payment and ' +
          'answers the first result. 403 payment.holder-only for a guest paying with a card they did not ' +
          'add. 400 payment.incorrect-amount unless above 0, at most the ' +
          'balance and with 2 decimals; 409 payment.idempotency-key-reused for a key used with other data; ' +
          '503 payment.provider-unavailable when the provider did not answer (retry with the same key). ' +
          "200 { status: 'succeeded' } or { status: <provider code>, message }." +
          payAccess,
        headers: z.object({ 'idempotency-key': ZIdempotencyKey.optional() }),
        body: ZRegisterPaymentBody,
        response: { 200: ZPaymentResult },
      },
    },
    async (request) => {
      const key = request.headers['idempotency-key'] ?? null;
      const { payment, account } = await registerRetailPayment(app.deps, payerOf(request), request.body, key);
      return presentPaymentResult(payment, paymentInfo(request, account));
    },
  );

  app.post(
    '/retail/setautopayment',
    {
      ...guarded('holder'),
      schema: {
        tags,
        security,
        summary: 'Makes a stored card the auto-pay card',
        description: access + holderAccess,
        body: ZSetAutoPaymentRequest,
        response: { 200: ZAutoPaymentResponse },
      },
    },
    async (request) => presentAutoPayment(await setAutoPayment(app.deps, payerOf(request), request.body)),
  );

  app.post(
    '/retail/cancelautopayment',
    {
      ...guarded('holder'),
      schema: {
        tags,
        security,
        summary: 'Stops auto-payment; no body',
        description: access + holderAccess,
        response: { 200: ZAutoPaymentResponse },
      },
    },
    async (request) => presentAutoPayment(await cancelAutoPayment(app.deps, payerOf(request))),
  );

  app.post(
    '/retail/removepaymentmethod',
    {
      ...guarded('pay'),
      schema: {
        tags,
        security,
        summary: 'Forgets a stored card (auto-pay stops when it was the auto-pay card)',
        description:
          `${access}${writeAccess} The holder removes the account's cards, a guest only their own ` +
          '(404 payment.method-not-found otherwise).',
        body: ZSetAutoPaymentRequest,
        response: { 200: ZAutoPaymentResponse },
      },
    },
    async (request) =>
      presentAutoPayment(await removePaymentMethod(app.deps, payerOf(request), request.body)),
  );
};
