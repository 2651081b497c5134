import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { registerJobs } from '../../../jobs/register-jobs.ts';
import { emitSandboxEvent } from './emit-sandbox-event.ts';
import { sandboxWebhookSecret } from './sandbox-webhook-secret.ts';
import { inboxRow } from './stripe-webhook.test-support.ts';

describe("the sandbox's events, signed and delivered as Stripe's", () => {
  const t = useTestApp();
  beforeAll(() => {
    registerJobs(t.deps, { info: () => undefined, error: () => undefined });
  });

  const post = (payload: string, signature: string | null) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });
  const signed = (payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

  it('delivers an emitted event through the queue into the inbox, where its job processes it', async () => {
    const id = await emitSandboxEvent(t.deps, {
      type: 'customer.created',
      object: { id: 'cus_sbx_emitted', object: 'customer' },
    });
    expect(id).toMatch(/^evt_sbx_[0-9a-f]{24}$/);
    await t.deps.jobs.idle();
    expect(await inboxRow(t, id)).toMatchObject({
      type: 'customer.created',
      objectId: 'cus_sbx_emitted',
      status: 'ignored',
      outcome: 'not-handled',
    });
    const jobs = await t.deps.jobs.list({ tenantId: 'none', includeSystem: true }, { limit: 50 });
    expect(
      jobs.filter((job) => job.name === 'billing.sandbox-event' && job.state === 'completed'),
    ).not.toEqual([]);
  });

  it('delivers an event sent for later only once its time has come', async () => {
    const id = await emitSandboxEvent(t.deps, {
      type: 'customer.updated',
      object: { id: 'cus_sbx_later', object: 'customer' },
      afterSeconds: 0.3,
    });
    expect(await inboxRow(t, id)).toBeNull();
    await t.deps.jobs.idle();
    expect(await inboxRow(t, id)).toMatchObject({ type: 'customer.updated', status: 'ignored' });
  });

  it("takes the installation's signature on its route, and refuses a wrong, missing or old one", async () => {
    const secret = sandboxWebhookSecret(t.deps);
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(secret).toBe(sandboxWebhookSecret(t.deps));
    const event = {
      id: 'evt_sbx_route_check',
      object: 'event',
      created: Math.floor(Date.now() / 1000),
      type: 'customer.created',
      data: { object: { id: 'cus_sbx_route', object: 'customer' } },
    };
    const payload = JSON.stringify(event);
    const refused = [
      await post(payload, signed(payload, 'whsec_someone_else')),
      await post(payload, null),
      await post(payload, signed(payload, secret, Math.floor(Date.now() / 1000) - 6 * 60)),
      await post(payload.replace('cus_sbx_route', 'cus_sbx_other'), signed(payload, secret)),
    ];
    for (const res of refused)
      expect([res.statusCode, res.json().code]).toEqual([400, 'payment.webhook-signature-invalid']);
    expect(await inboxRow(t, event.id)).toBeNull();

    const taken = await post(payload, signed(payload, secret));
    expect([taken.statusCode, taken.json()]).toEqual([200, { received: true }]);
    expect(await inboxRow(t, event.id)).toMatchObject({ status: 'ignored' });
  });
});
