import type { TTenantSettings } from '@puente/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-test-app.ts';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn, signInNewUser } from '../../../../test/sign-in.ts';
import { statementsDuring } from '../../../../test/statements-during.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { tenants } from '../../../db/schema/index.ts';
import { buildPlan, card, saveStripeCard } from '../billing.test-support.ts';
import { startFakeStripe } from './fake-stripe.test-support.ts';

type Headers = Record<string, string>;

describe("each tenant's payment provider (its settings, else the server's configuration)", () => {
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(() => stripe.close());
  /** The server's default is the sandbox. */
  const sandboxServer = useTestApp(() => ({ config: { STRIPE_API_HOST: stripe.apiHost } }));
  /** The server's default is Stripe (its own keys), on the same database. */
  const stripeServer = useTestApp(() => ({
    database: sandboxServer.deps.database,
    config: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_server',
      STRIPE_PUBLIC_KEY: 'pk_test_server',
      STRIPE_API_HOST: stripe.apiHost,
    },
  }));

  async function school(t: TestApp) {
    const tenant = await buildTenant(t.deps.db, { paymentEnabled: true });
    const admin = await signInNewUser(t, tenant, { role: 'Administrator' });
    const user = await buildUser(t.deps.db, tenant);
    await buildPlan(t.deps.db, tenant, user);
    const student = (await signIn(t, user)).headers;
    return { tenant, admin, student };
  }
  async function setProvider(
    t: TestApp,
    admin: Headers,
    provider: { paymentProviderMode: string; paymentPublicKey?: string; secretKey?: string },
  ) {
    const current = (await t.app.inject({ url: '/api/admin/tenant-settings', headers: admin })).json();
    const {
      secretKeyConfigured: _set,
      serverProvider: _server,
      updatedAt: _at,
      ...edit
    } = current as TTenantSettings;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/tenant-settings',
      headers: admin,
      payload: { ...edit, paymentPublicKey: '', ...provider },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TTenantSettings;
  }
  const keys = (t: TestApp, headers: Headers) =>
    t.app.inject({ url: '/api/retail/getapikeys', headers }).then((res) => res.json());
  const customer = (t: TestApp, headers: Headers) =>
    t.app.inject({ url: '/api/retail/getstripecustomer', headers }).then((res) => res.json().id as string);
  const stripeCalls = () => stripe.requests.length;

  it("charges two tenants through their own choices: one on the server's sandbox, one with its own Stripe keys", async () => {
    const a = await school(sandboxServer);
    const b = await school(sandboxServer);
    const saved = await setProvider(sandboxServer, b.admin, {
      paymentProviderMode: 'test',
      paymentPublicKey: 'pk_test_schoolB',
      secretKey: 'sk_test_schoolB_secret',
    });
    expect(saved).toMatchObject({
      paymentProviderMode: 'test',
      secretKeyConfigured: true,
      serverProvider: 'sandbox',
    });

    // Tenant A set nothing: the server's configuration (the sandbox); Stripe never hears of it.
    const before = stripeCalls();
    expect(await keys(sandboxServer, a.student)).toEqual({
      retailKey: 'pk_test_sandbox',
      provider: 'sandbox',
    });
    const aCustomer = await customer(sandboxServer, a.student);
    expect(aCustomer).not.toMatch(/^cus_fake/);
    const paid = await sandboxServer.app.inject({
      method: 'POST',
      url: '/api/retail/attachpaymentmethod',
      headers: a.student,
      payload: card(aCustomer, '4242424242424242'),
    });
    expect(paid.statusCode).toBe(200);
    expect(stripeCalls()).toBe(before);

    // Tenant B: its publishable key for Stripe.js, its secret key on every call to Stripe.
    expect(await keys(sandboxServer, b.student)).toEqual({
      retailKey: 'pk_test_schoolB',
      provider: 'stripe',
    });
    const bCustomer = await customer(sandboxServer, b.student);
    expect(bCustomer).toMatch(/^cus_fake/);
    expect(stripe.requests.at(-1)!.headers.authorization).toBe('Bearer sk_test_schoolB_secret');
    // Card fields are refused for B (Stripe takes cards in the browser) but still taken for A.
    const refused = await sandboxServer.app.inject({
      method: 'POST',
      url: '/api/retail/attachpaymentmethod',
      headers: b.student,
      payload: card(bCustomer, '4242424242424242'),
    });
    expect(refused.json().code).toBe('payment.card-details-refused');
    const { attached, paymentMethodId: made } = await saveStripeCard(
      sandboxServer,
      b.student,
      stripe,
      bCustomer,
      '4242424242424242',
    );
    expect(attached.statusCode, attached.body).toBe(200);
    const pay = await sandboxServer.app.inject({
      method: 'POST',
      url: '/api/retail/registerretailpayment',
      headers: { ...b.student, 'idempotency-key': 'b-pay-1' },
      payload: { amount: 10, customer: bCustomer, paymentMethodId: made },
    });
    expect(pay.json().status).toBe('succeeded');
    const charge = stripe.requests
      .filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST')
      .at(-1)!;
    expect(charge.headers.authorization).toBe('Bearer sk_test_schoolB_secret');
    expect(charge.form).toMatchObject({ amount: '1000', customer: bCustomer });

    // The page's CSP lets Stripe.js in for B's pages only.
    const page = (host: string) =>
      sandboxServer.app.inject({ url: '/', headers: { host, accept: 'text/html' } });
    expect((await page(b.student.host!)).headers['content-security-policy']).toContain(
      'https://js.stripe.com',
    );
    expect((await page(a.student.host!)).headers['content-security-policy']).not.toContain('js.stripe.com');
  });

  it('takes a change of the settings on the next call (new keys), and back to the server default', async () => {
    const b = await school(sandboxServer);
    await setProvider(sandboxServer, b.admin, {
      paymentProviderMode: 'test',
      paymentPublicKey: 'pk_test_first',
      secretKey: 'sk_test_first',
    });
    const first = await customer(sandboxServer, b.student);
    expect(stripe.requests.at(-1)!.headers.authorization).toBe('Bearer sk_test_first');
    await setProvider(sandboxServer, b.admin, {
      paymentProviderMode: 'test',
      paymentPublicKey: 'pk_test_second',
      secretKey: 'sk_test_second',
    });
    expect((await keys(sandboxServer, b.student)).retailKey).toBe('pk_test_second');
    // Another Stripe account: the account gets a customer there; the first one is not sent to it.
    const second = await customer(sandboxServer, b.student);
    expect(second).not.toBe(first);
    expect(stripe.requests.at(-1)!.headers.authorization).toBe('Bearer sk_test_second');
    await setProvider(sandboxServer, b.admin, { paymentProviderMode: 'server' });
    expect(await keys(sandboxServer, b.student)).toEqual({
      retailKey: 'pk_test_sandbox',
      provider: 'sandbox',
    });
  });

  it("keeps a tenant in sandbox mode on the sandbox while the server's default is Stripe", async () => {
    const inSandbox = await school(stripeServer);
    const asServer = await school(stripeServer);
    const saved = await setProvider(stripeServer, inSandbox.admin, { paymentProviderMode: 'sandbox' });
    expect(saved.serverProvider).toBe('stripe');
    expect(await keys(stripeServer, asServer.student)).toEqual({
      retailKey: 'pk_test_server',
      provider: 'stripe',
    });
    expect(await keys(stripeServer, inSandbox.student)).toEqual({
      retailKey: 'pk_test_sandbox',
      provider: 'sandbox',
    });
    const before = stripeCalls();
    const sandboxCustomer = await customer(stripeServer, inSandbox.student);
    const attached = await stripeServer.app.inject({
      method: 'POST',
      url: '/api/retail/attachpaymentmethod',
      headers: inSandbox.student,
      payload: card(sandboxCustomer, '4242424242424242'),
    });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(stripeCalls()).toBe(before);
    await customer(stripeServer, asServer.student);
    expect(stripe.requests.at(-1)!.headers.authorization).toBe('Bearer sk_test_server');
  });
});

describe("a tenant's payment settings kept between payments", () => {
  const caching = { AUTH_CACHE_MS: 60_000, TENANT_CACHE_MS: 60_000, DATA_CACHE_MS: 60_000 };
  const a = useTestApp({ config: caching });
  const b = useTestApp(() => ({ config: caching, database: a.deps.database }));

  it('reads them once, and again on every instance after the tenant changes', async () => {
    const tenant = await buildTenant(a.deps.db, { paymentEnabled: true });
    const providerOf = (t: TestApp) => t.deps.paymentProviders.forTenant(t.deps.db, tenant.id);
    await b.app.cacheInvalidation.barrier();
    expect((await providerOf(a)).account).toBe('sandbox');
    expect((await providerOf(b)).account).toBe('sandbox');
    const seen = await statementsDuring(a, () => providerOf(a));
    expect(seen).toEqual([]);
    await a.deps.db
      .update(tenants)
      .set({
        paymentProviderMode: 'test',
        paymentPublicKey: 'pk_test_school',
        paymentSecretKey: a.deps.settingsCipher.encrypt('sk_test_school'),
        version: tenant.version + 1,
      })
      .where(eq(tenants.id, tenant.id));
    await b.app.cacheInvalidation.barrier();
    expect((await providerOf(a)).account).toMatch(/^stripe:/);
    expect((await providerOf(b)).account).toMatch(/^stripe:/);
  });
});
