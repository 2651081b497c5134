import {
  CARD_DETAIL_FIELDS,
  ZApiKeysResponse,
  ZAttachCardRequest,
  ZAttachCardResponse,
  ZAttachPaymentMethodRequest,
  ZAutoPaymentResponse,
  ZProviderErrorBody,
  ZRetailCustomer,
  ZSetAutoPaymentRequest,
  ZSetupIntentRequest,
  ZSetupIntentResponse,
} from '@puente/shared';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, isAppError } from '../../../lib/app-error.ts';
import { errorBody } from '../../../plugins/errors.ts';
import {
  guarded,
  holderAccess,
  payAccess,
  payerOf,
  providerOf,
  retailSecurity,
  retailTags,
  viewAccess,
  writeAccess,
} from '../payer/index.ts';
import { attachPaymentMethod } from './attach-payment-method.ts';
import { cancelAutoPayment } from './cancel-auto-payment.ts';
import { presentAttachAnswer, presentAutoPayment, presentCustomer } from './cards.presenter.ts';
import { createSetupIntent } from './create-setup-intent.ts';
import { ensureCustomer } from './ensure-customer.ts';
import { removePaymentMethod } from './remove-payment-method.ts';
import { setAutoPayment } from './set-auto-payment.ts';

/** A body carrying any card field (a JSON object with one of the spec's card keys). */
const carriesCardDetails = (body: unknown) =>
  typeof body === 'object' && body !== null && CARD_DETAIL_FIELDS.some((field) => field in body);

/** The route's own body check for one schema: its errors are those of a route's body schema. */
const bodyCheck = (schema: z.ZodType) =>
  (validatorCompiler as unknown as (input: { schema: z.ZodType }) => (data: unknown) => { error?: unknown })({
    schema,
  });

/** The account's customer at the provider and adding a card (spec section 7, paths kept exactly). */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  // With Stripe the card goes from the browser to Stripe.js: the attach call takes only its `pm_…` id
  // (and the SetupIntent that saved it) and refuses card fields before anything reads them; the sandbox
  // keeps the spec's card payload, and takes the ids once a card's 3-D Secure challenge is answered.
  // Which one is the tenant's: the body is checked against its schema before the handler.
  const cardBody = bodyCheck(ZAttachCardRequest);
  const paymentMethodBody = bodyCheck(ZAttachPaymentMethodRequest);

  app.get(
    '/retail/getstripecustomer',
    {
      ...guarded('view'),
      schema: {
        tags: retailTags,
        security: retailSecurity,
        summary: "The account's customer at the provider and its stored cards (created on first use)",
        description: `${viewAccess} A guest sees only the cards they added.`,
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
        tags: retailTags,
        security: retailSecurity,
        summary: "The provider's public key, and which provider (how the page takes a card)",
        response: { 200: ZApiKeysResponse },
      },
    },
    async (request) => {
      const provider = providerOf(app, request);
      return { retailKey: provider.publicKey, provider: provider.name };
    },
  );

  app.post(
    '/retail/createcustomer',
    {
      ...guarded('pay'),
      schema: {
        tags: retailTags,
        security: retailSecurity,
        summary: "Creates the account's customer at the provider (returns the existing one if any); no body",
        description: viewAccess + payAccess,
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
        const stripe = providerOf(app, request).name === 'stripe';
        if (stripe && carriesCardDetails(request.body)) throw new AppError('payment.card-details-refused');
        // The sandbox takes the ids only to finish a card whose 3-D Secure challenge was answered.
        const setupFinished =
          !stripe &&
          typeof request.body === 'object' &&
          request.body !== null &&
          'setupIntentId' in request.body &&
          !carriesCardDetails(request.body);
        const { error } = (stripe || setupFinished ? paymentMethodBody : cardBody)(request.body);
        if (error)
          throw Object.assign(new Error('body validation failed'), { statusCode: 400, validation: error });
      },
      schema: {
        tags: retailTags,
        security: retailSecurity,
        summary:
          "Stores a card for the customer at the tenant's provider, saved through a SetupIntent (to be " +
          'charged later, off-session too): with Stripe the PaymentMethod and SetupIntent ids of the card ' +
          'Stripe.js confirmed in the browser, with the sandbox the card (the number and CVC are never kept)',
        description:
          'With Stripe, 400 payment.card-details-refused for a body with card fields (number, cvc, expMonth, ' +
          'expYear, zipCode): card details go to Stripe from the browser, never here; the card is confirmed ' +
          'with the client secret of POST /api/retail/createsetupintent first. With the sandbox a card that ' +
          "asks for 3-D Secure answers 200 { status: 'requires_action', challenge: { clientSecret }, " +
          'setupIntentId, paymentMethodId } and nothing is stored: the payer answers the challenge (POST ' +
          '/api/payments/sandbox/challenge) and sends { customer, paymentMethodId, setupIntentId } here. ' +
          'A card is stored only when its SetupIntent succeeded for this customer and card: 409 ' +
          'payment.setup-not-confirmed otherwise. ' +
          '402 payment.provider-error with the provider code and message when the card is refused (or its ' +
          'challenge failed: setup_intent_authentication_failure); ' +
          '404 payment.customer-not-found when the customer is not the account\u2019s. A card a guest adds ' +
          `is theirs alone.${payAccess}`,
        body: z.union([ZAttachPaymentMethodRequest, ZAttachCardRequest]),
        response: { 200: ZAttachCardResponse, 402: ZProviderErrorBody },
      },
    },
    async (request, reply) => {
      try {
        return presentAttachAnswer(await attachPaymentMethod(app.deps, payerOf(request), request.body));
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
};

/** Stripe mode: the SetupIntent the browser's Stripe.js confirms a new card with. */
export const setupIntentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/retail/createsetupintent',
    {
      ...guarded('pay'),
      schema: {
        tags: retailTags,
        security: retailSecurity,
        summary: "A SetupIntent to save a new card for the account's customer (Stripe mode)",
        description:
          "Stripe mode: a SetupIntent (usage off_session, cards) for the account's customer; the browser " +
          'confirms the card with its client secret (Stripe.js confirmCardSetup, which runs 3-D Secure ' +
          'when the bank asks) and sends { customer, paymentMethodId, setupIntentId } to ' +
          'POST /api/retail/attachpaymentmethod. 200 { setupIntentId, clientSecret }; 404 ' +
          "payment.customer-not-found when the customer is not the account's; 409 payment.setup-not-used " +
          `with the sandbox (the card goes in the attach call).${payAccess}`,
        body: ZSetupIntentRequest,
        response: { 200: ZSetupIntentResponse },
      },
    },
    async (request) => createSetupIntent(app.deps, payerOf(request), request.body),
  );
};

/** Auto-pay and forgetting a stored card (spec section 7, paths kept exactly). */
export const storedCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/retail/setautopayment',
    {
      ...guarded('holder'),
      schema: {
        tags: retailTags,
        security: retailSecurity,
        summary: 'Makes a stored card the auto-pay card',
        description: viewAccess + holderAccess,
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
        tags: retailTags,
        security: retailSecurity,
        summary: 'Stops auto-payment; no body',
        description: viewAccess + holderAccess,
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
        tags: retailTags,
        security: retailSecurity,
        summary: 'Forgets a stored card (auto-pay stops when it was the auto-pay card)',
        description:
          `${viewAccess}${writeAccess} The holder removes the account's cards, a guest only their own ` +
          '(404 payment.method-not-found otherwise).',
        body: ZSetAutoPaymentRequest,
        response: { 200: ZAutoPaymentResponse },
      },
    },
    async (request) =>
      presentAutoPayment(await removePaymentMethod(app.deps, payerOf(request), request.body)),
  );
};
