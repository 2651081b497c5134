import type { AppDeps } from '../../../app-deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { verifyStripeEvent } from '../provider/index.ts';
import { STRIPE_EVENT_JOB } from './stripe-event-job.ts';
import { keepInboxEvent } from './webhook-inbox.repository.ts';

/**
 * A webhook delivery from Stripe: verified with STRIPE_WEBHOOK_SECRET on the raw bytes (nothing is written
 * for a missing, wrong or old signature), kept once in the inbox by its event id, and handed to the job
 * queue, one job per event (its id is the job's singleton key). Processing happens in that job, so the
 * answer does not wait for it. A replay of an event not yet processed queues its job again (a crash
 * between the two, or a job lost); a processed one changes nothing.
 */
export async function receiveStripeEvent(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'jobs'>,
  input: { payload: Buffer; signature: string | undefined },
): Promise<void> {
  const secret = deps.config.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new AppError('payment.webhooks-not-configured');
  const now = deps.clock.now();
  const event = verifyStripeEvent({ ...input, secret, now });
  const status = await keepInboxEvent(deps.db, event, now);
  if (status !== 'received') return;
  await deps.jobs.send(STRIPE_EVENT_JOB, { tenantId: null, eventId: event.id }, { singletonKey: event.id });
}
