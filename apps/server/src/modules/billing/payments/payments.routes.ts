import {
  ZCustomerPaymentInfo,
  ZIdempotencyKey,
  ZPaymentResult,
  ZRegisterPaymentBody,
  ZSandboxChallengeRequest,
  ZSandboxChallengeResult,
} from '@puente/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tagOf } from '../../../lib/data-cache.ts';
import { jsonOf, sendJson } from '../../../plugins/data-cache.ts';
import { getMyAccount, type MyAccount, schoolDate } from '../ledger/index.ts';
import {
  guarded,
  payAccess,
  payerOf,
  providerOf,
  retailSecurity,
  retailTags,
  viewAccess,
} from '../payer/index.ts';
import { answerSandboxChallenge } from './answer-sandbox-challenge.ts';
import { presentPaymentInfo, presentPaymentResult } from './payments.presenter.ts';
import { registerRetailPayment } from './register-retail-payment.ts';

const paymentInfo = (
  app: Parameters<typeof providerOf>[0],
  request: FastifyRequest,
  { figures, payMethodId }: MyAccount,
) => presentPaymentInfo(figures, payMethodId, providerOf(app, request).publicKey);

/** The account's payment figures (spec section 7, path kept exactly). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const accountJson = jsonOf(app, ZCustomerPaymentInfo, '/api/account/getmyaccount');
  app.get(
    '/account/getmyaccount',
    {
      ...guarded('view'),
      schema: {
        tags: retailTags,
        security: retailSecurity,
        summary: "The account's payment figures (paymentInfo)",
        description: viewAccess,
        response: { 200: ZCustomerPaymentInfo },
      },
    },
    async (request, reply) => {
      // Kept per account and school day (the figures depend on the date) until its billing rows change.
      const payer = payerOf(request);
      const { tenantId, accountId, schoolTimeZone } = payer;
      const json = await app.deps.dataCache.get(
        `account:${tenantId}:${accountId}:${schoolDate(app.deps.clock.now(), schoolTimeZone)}`,
        [tagOf('tenant', tenantId), tagOf('account', accountId)],
        async () => accountJson(paymentInfo(app, request, await getMyAccount(app.deps, payer))),
      );
      return sendJson(reply, json);
    },
  );
};

/** Paying with a stored card (spec section 7, path kept exactly). */
export const retailPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/retail/registerretailpayment',
    {
      ...guarded('pay'),
      schema: {
        tags: retailTags,
        security: retailSecurity,
        summary: 'Pays with a stored card; charged once per Idempotency-Key',
        description:
          'Send a new Idempotency-Key header per payment and the same one on retries: a retry answers the ' +
          'first result without charging again. Without the header, an identical payment (same amount, ' +
          'customer and card) while the first is in flight or within 60 s of it is the same payment and ' +
          'answers the first result. 403 payment.holder-only for a guest paying with a card they did not ' +
          'add. 400 payment.incorrect-amount unless above 0, at most the ' +
          'balance and with 2 decimals; 409 payment.idempotency-key-reused for a key used with other data; ' +
          '503 payment.provider-unavailable when the provider did not answer (retry with the same key). ' +
          "200 { status: 'succeeded' } or { status: <provider code>, message }. A card that asks for 3-D " +
          "Secure answers { status: 'requires_action', challenge: { clientSecret } }: the browser passes the " +
          'challenge (Stripe.js handleNextAction; the sandbox: POST /api/payments/sandbox/challenge) and ' +
          'sends the same payment with the same key again for the outcome.' +
          payAccess,
        headers: z.object({ 'idempotency-key': ZIdempotencyKey.optional() }),
        body: ZRegisterPaymentBody,
        response: { 200: ZPaymentResult },
      },
    },
    async (request) => {
      const key = request.headers['idempotency-key'] ?? null;
      const { payment, account } = await registerRetailPayment(app.deps, payerOf(request), request.body, key);
      return presentPaymentResult(payment, paymentInfo(app, request, account));
    },
  );

  app.post(
    '/payments/sandbox/challenge',
    {
      ...guarded('pay'),
      schema: {
        tags: retailTags,
        security: retailSecurity,
        summary: "The sandbox's 3-D Secure challenge, passed or failed by the payer",
        description:
          "Sandbox mode only: the stand-in for the bank's page. The payer whose payment answered " +
          "'requires_action' passes (passed: true) or fails or closes (passed: false) its challenge; the " +
          "payment is settled from the sandbox's final state. The same for a card being saved whose attach " +
          "call answered 'requires_action' (a SetupIntent's secret): then send the attach call again with " +
          "its paymentMethodId and setupIntentId. 200 { status: 'succeeded' | <provider code> }; " +
          '404 payment.challenge-not-found for a secret that names no challenge of this account waiting.' +
          payAccess,
        body: ZSandboxChallengeRequest,
        response: { 200: ZSandboxChallengeResult },
      },
    },
    async (request) =>
      answerSandboxChallenge(app.deps, providerOf(app, request), payerOf(request), request.body),
  );
};
