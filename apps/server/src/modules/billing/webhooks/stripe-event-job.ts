/** The job that processes one kept Stripe event (`{ tenantId: null, eventId }`; jobs/register-jobs.ts). */
export const STRIPE_EVENT_JOB = 'billing.stripe-event';

/** The job that delivers one event of the sandbox, signed, to the webhook's inbox (`{ tenantId: null, event }`). */
export const SANDBOX_EVENT_JOB = 'billing.sandbox-event';
