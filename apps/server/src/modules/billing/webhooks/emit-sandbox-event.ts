import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../../app-deps.ts';
import type { SandboxEvent } from '../provider/index.ts';
import { SANDBOX_EVENT_JOB } from './stripe-event-job.ts';

/** The API version the sandbox's events say they follow (the SDK's). */
const API_VERSION = '2025-10-29.clover';

/**
 * The sandbox sends an event to the app the way Stripe does (decision 0137): an event in Stripe's JSON
 * shape (`evt_…`, type, created, data.object) is handed to the job queue (`billing.sandbox-event`, with
 * retries), whose job signs it then with the sandbox's secret (Stripe's `Stripe-Signature` scheme) and
 * gives it to the same verification and inbox as Stripe's webhook: a bad signature would be refused, a
 * replay is kept once, and its processing is the `billing.stripe-event` job's. `afterSeconds` delays its
 * delivery (a refund failing a moment later). Answers the event's id.
 */
export async function emitSandboxEvent(
  deps: Pick<AppDeps, 'jobs' | 'clock'>,
  input: SandboxEvent,
): Promise<string> {
  const afterSeconds = input.afterSeconds ?? 0;
  const id = `evt_sbx_${randomBytes(12).toString('hex')}`;
  const event = {
    id,
    object: 'event',
    api_version: API_VERSION,
    created: Math.floor(deps.clock.now().getTime() / 1000 + afterSeconds),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: input.type,
    data: { object: input.object },
  };
  await deps.jobs.send(
    SANDBOX_EVENT_JOB,
    { tenantId: null, event: JSON.stringify(event) },
    { singletonKey: id, ...(afterSeconds > 0 ? { startAfterSeconds: afterSeconds } : {}) },
  );
  return id;
}
