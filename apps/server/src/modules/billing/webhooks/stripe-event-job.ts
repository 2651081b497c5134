/** The job that processes one kept Stripe event (`{ tenantId: null, eventId }`; jobs/register-jobs.ts). */
export const STRIPE_EVENT_JOB = 'billing.stripe-event';
