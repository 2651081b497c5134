import { ZWebhookReceipt } from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { receiveSandboxEvent, receiveStripeEvent } from './receive-stripe-event.ts';

/**
 * Stripe's webhook (decision 0134). Its own scope keeps the request body as the bytes Stripe signed: a
 * body parsed and written out again would not match the signature. No session: Stripe signs, not a user.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  app.post(
    '/payments/webhooks/stripe',
    {
      // Stripe calls one address for every school: the event names its school through its payment.
      config: { skipTenant: true },
      schema: {
        tags: ['payments'],
        summary: "Stripe's events (webhook), signed with STRIPE_WEBHOOK_SECRET",
        description:
          'Called by Stripe, never by a user. The Stripe-Signature header must sign the raw body with the ' +
          "endpoint's secret within 5 minutes: else 400 payment.webhook-signature-invalid and nothing is " +
          'written. A verified event is kept once by its id and processed by a background job: 200 ' +
          '{ received: true } at once, for a replay too. 404 payment.webhooks-not-configured while ' +
          'STRIPE_WEBHOOK_SECRET is not set.',
        headers: z.object({ 'stripe-signature': z.string().max(4096).optional() }),
        response: { 200: ZWebhookReceipt },
      },
    },
    async (request) => {
      await receiveStripeEvent(app.deps, {
        payload: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signature: request.headers['stripe-signature'],
      });
      return { received: true as const };
    },
  );
  app.post(
    '/payments/webhooks/sandbox',
    {
      config: { skipTenant: true },
      schema: {
        tags: ['payments'],
        summary: "The sandbox provider's events, signed as Stripe signs them (decision 0137)",
        description:
          "Sent by this installation's sandbox provider, never by a user: Stripe's event shape and " +
          "Stripe-Signature scheme, signed with the installation's sandbox secret. A missing, wrong or old " +
          'signature answers 400 payment.webhook-signature-invalid and nothing is written; a verified ' +
          "event is kept once and processed by a background job, as Stripe's.",
        headers: z.object({ 'stripe-signature': z.string().max(4096).optional() }),
        response: { 200: ZWebhookReceipt },
      },
    },
    async (request) => {
      await receiveSandboxEvent(app.deps, {
        payload: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signature: request.headers['stripe-signature'],
      });
      return { received: true as const };
    },
  );
};
