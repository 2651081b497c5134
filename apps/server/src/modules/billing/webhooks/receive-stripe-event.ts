import type { AppDeps } from '../../../app-deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { verifyStripeEvent } from '../provider/index.ts';
import { sandboxWebhookSecret } from './sandbox-webhook-secret.ts';
import { STRIPE_EVENT_JOB } from './stripe-event-job.ts';
import { keepInboxEvent } from './webhook-inbox.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>;
type Delivery = { payload: Buffer; signature: string | undefined };

/**
 * A webhook delivery from Stripe: verified with STRIPE_WEBHOOK_SECRET on the raw bytes (nothing is written
 * for a missing, wrong or old signature), kept once in the inbox by its event id, and handed to the job
 * queue, one job per event (its id is the job's singleton key). Processing happens in that job, so the
 * answer does not wait for it. A replay of an event not yet processed queues its job again (a crash
 * between the two, or a job lost); a processed one changes nothing.
 */
export async function receiveStripeEvent(
  deps: Deps & Pick<AppDeps, 'config'>,
  input: Delivery,
): Promise<void> {
  const secret = deps.config.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new AppError('payment.webhooks-not-configured');
  await receiveProviderEvent(deps, { ...input, secret });
}

/** The sandbox's events (decision 0137): the same, verified with the sandbox's own secret. */
export function receiveSandboxEvent(deps: Deps & Pick<AppDeps, 'settingsCipher'>, input: Delivery) {
  return receiveProviderEvent(deps, { ...input, secret: sandboxWebhookSecret(deps) });
}

/** Verifies a signed event with `secret`, keeps it once and queues its processing. */
export async function receiveProviderEvent(deps: Deps, input: Delivery & { secret: string }): Promise<void> {
  const now = deps.clock.now();
  const event = verifyStripeEvent({ ...input, now });
  const status = await keepInboxEvent(deps.db, event, now);
  if (status !== 'received') return;
  await deps.jobs.send(STRIPE_EVENT_JOB, { tenantId: null, eventId: event.id }, { singletonKey: event.id });
}
