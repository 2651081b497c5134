import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { buildPlan } from '../billing.test-support.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** A local port nothing listens on: a server is opened on a free port, then closed. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `127.0.0.1:${port}`;
}

const unavailable = { name: 'AppError', code: 'payment.provider-unavailable', status: 503 };

describe('a Stripe that cannot be reached answers payment.provider-unavailable (503), never a 500', () => {
  let apiHost: string;
  let silent: Server;
  let silentHost: string;
  beforeAll(async () => {
    apiHost = await closedPort();
    // A server that takes the connection and never answers (a provider that hangs).
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentHost = `127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('every call of the provider, when the connection is refused', async () => {
    const provider = createStripeProvider({ secretKey: 'sk_test_x', publicKey: 'pk_test_x', apiHost });
    const calls = [
      provider.createCustomer({ idempotencyKey: 'k1' }),
      provider.attachPaymentMethod('cus_1', 'pm_1'),
      provider.charge({
        customer: 'cus_1',
        paymentMethod: 'pm_1',
        amountCents: 1000,
        idempotencyKey: 'k2',
        description: 'x',
      }),
      provider.findChargeByIdempotencyKey({ idempotencyKey: 'k2', customer: 'cus_1' }),
      provider.refund({ charge: 'pi_1', amountCents: 100, idempotencyKey: 'k3' }),
      provider.findRefund('re_1'),
      provider.listCharges(),
    ];
    for (const call of calls) await expect(call).rejects.toMatchObject(unavailable);
  });

  it('a call that gets no answer in time', async () => {
    const provider = createStripeProvider({
      secretKey: 'sk_test_x',
      publicKey: 'pk_test_x',
      apiHost: silentHost,
      timeoutMs: 200,
    });
    await expect(provider.createCustomer({ idempotencyKey: 'k4' })).rejects.toMatchObject(unavailable);
  });

  describe('behind the retail calls', () => {
    // The fake server's address is known once the outer beforeAll ran.
    const t = useTestApp(() => ({
      config: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_app',
        STRIPE_PUBLIC_KEY: 'pk_test_app',
        STRIPE_API_HOST: apiHost,
      },
    }));

    it('the payment page asking for its customer answers 503 with the code and its text, in each language', async () => {
      const tenant = await buildTenant(t.deps.db);
      for (const [preferredLocale, text] of [
        ['es', 'El proveedor de pagos no responde'],
        ['en', 'The payment provider is not answering'],
      ] as const) {
        const user = await buildUser(t.deps.db, tenant, { preferredLocale });
        await buildPlan(t.deps.db, tenant, user);
        const { headers } = await signIn(t, user);
        const res = await t.app.inject({ url: '/api/retail/getstripecustomer', headers });
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toEqual({
          code: 'payment.provider-unavailable',
          message: expect.stringContaining(text),
        });
      }
    });
  });
});
