import Stripe from 'stripe';
import type { AppDeps } from '../../../app-deps.ts';
import { receiveProviderEvent } from './receive-stripe-event.ts';
import { sandboxWebhookSecret } from './sandbox-webhook-secret.ts';

/**
 * The `billing.sandbox-event` job: signs the event now, as Stripe signs each delivery (the SDK's
 * `generateTestHeaderString`: Stripe's `t=…,v1=…` HMAC-SHA256 scheme), and hands it to the webhook's own
 * receiving (verified with the sandbox's secret exactly as Stripe's with its own, kept once in the inbox,
 * processed by the `billing.stripe-event` job). A failure throws: the job is retried.
 */
export async function deliverSandboxEvent(
  deps: Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'settingsCipher'>,
  event: string,
): Promise<void> {
  const secret = sandboxWebhookSecret(deps);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: event,
    secret,
    timestamp: Math.floor(deps.clock.now().getTime() / 1000),
  });
  await receiveProviderEvent(deps, { payload: Buffer.from(event), signature, secret });
}
