/** Public entry of billing's webhooks: Stripe's signed events, kept once in an inbox and processed by a job. */
export { deliverSandboxEvent } from './deliver-sandbox-event.ts';
export { emitSandboxEvent } from './emit-sandbox-event.ts';
export { processStripeEvent } from './process-stripe-event.ts';
export { SANDBOX_EVENT_JOB, STRIPE_EVENT_JOB } from './stripe-event-job.ts';
export { stripeWebhookRoutes } from './stripe-webhook.routes.ts';
