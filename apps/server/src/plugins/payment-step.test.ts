import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { exams, exercises, tenants } from '../db/schema/index.ts';
import { customerOf, myAccount, pay, storedCard } from '../modules/billing/billing.test-support.ts';
import { DEMO_PASSWORD } from '../seed/demo-data.ts';
import { type DemoSeed, seedDemo } from '../seed/seed-demo.ts';
import { openDuringPaymentStep } from './payment-step.ts';

type Headers = Record<string, string>;

describe('the add-payment step is enforced by the server', () => {
  let demo: DemoSeed;
  let moroso: Headers;
  let estudiante: Headers;
  let exerciseId: string;
  let examId: string;
  const t = useTestApp();
  beforeAll(async () => {
    demo = await seedDemo(t.deps.db, t.deps.clock);
    moroso = (await signIn(t, demo.users.moroso, { password: DEMO_PASSWORD })).headers;
    estudiante = (await signIn(t, demo.users.estudiante, { password: DEMO_PASSWORD })).headers;
    const [exercise] = await t.deps.db.select({ id: exercises.id }).from(exercises).limit(1);
    const [exam] = await t.deps.db.select({ id: exams.id }).from(exams).limit(1);
    exerciseId = exercise!.id;
    examId = exam!.id;
  });

  const learningCalls = () => [
    { method: 'GET' as const, url: '/api/courses' },
    { method: 'GET' as const, url: `/api/exercises/${exerciseId}` },
    { method: 'POST' as const, url: `/api/exercises/${exerciseId}/check`, payload: {} },
    { method: 'GET' as const, url: '/api/exams' },
    { method: 'POST' as const, url: `/api/exams/${examId}/attempts` },
    { method: 'GET' as const, url: '/api/certificates' },
  ];

  it('answers 403 payment.required to an overdue account on every call outside the step', async () => {
    for (const call of learningCalls()) {
      const res = await t.app.inject({ ...call, headers: moroso });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json().code, call.url).toBe('payment.required');
    }
    const es = await t.app.inject({ url: '/api/courses', headers: { ...moroso, 'accept-language': 'es' } });
    expect(es.json().message).toBe('Debe registrar un pago para continuar');
  });

  it('answers the payment calls, the identity, the tenant and logoff', async () => {
    for (const url of [
      '/api/user/me',
      '/api/authentication/introspect',
      '/api/tenant',
      '/api/account/getmyaccount',
      '/api/retail/getstripecustomer',
      '/api/retail/getapikeys',
    ]) {
      const res = await t.app.inject({ url, headers: moroso });
      expect(res.statusCode, url).toBe(200);
    }
    const other = (await signIn(t, demo.users.moroso, { password: DEMO_PASSWORD })).headers;
    const logoff = await t.app.inject({ method: 'PUT', url: '/api/authentication/logoff', headers: other });
    expect(logoff.statusCode).toBe(204);
  });

  it('leaves a paid-up student, and staff, alone', async () => {
    for (const call of learningCalls().filter((call) => call.method === 'GET')) {
      const res = await t.app.inject({ ...call, headers: estudiante });
      expect(res.statusCode, call.url).toBe(200);
    }
    const profesor = (await signIn(t, demo.users.profesor, { password: DEMO_PASSWORD })).headers;
    expect((await t.app.inject({ url: '/api/courses', headers: profesor })).statusCode).toBe(200);
  });

  it('does not apply while the tenant has payments off', async () => {
    await t.deps.db.update(tenants).set({ paymentEnabled: false }).where(eq(tenants.id, demo.tenant.id));
    try {
      expect((await t.app.inject({ url: '/api/courses', headers: moroso })).statusCode).toBe(200);
    } finally {
      await t.deps.db.update(tenants).set({ paymentEnabled: true }).where(eq(tenants.id, demo.tenant.id));
    }
  });

  it('opens everything once the account is paid up, on the very next request', async () => {
    const customer = await customerOf(t, moroso);
    const paymentMethodId = await storedCard(t, moroso, '4242424242424242');
    const { balance } = await myAccount(t, moroso);
    const paid = await pay(t, moroso, { amount: balance, customer, paymentMethodId });
    expect(paid.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/courses', headers: moroso })).statusCode).toBe(200);
  });

  it('covers a new route by default: only the step calls are open', () => {
    expect(openDuringPaymentStep('/api/retail/registerretailpayment')).toBe(true);
    expect(openDuringPaymentStep('/api/user/me')).toBe(true);
    expect(openDuringPaymentStep('/api/some/new/route')).toBe(false);
    expect(openDuringPaymentStep('/api/retail')).toBe(false);
    expect(openDuringPaymentStep(undefined)).toBe(false);
  });
});

describe('the add-payment step with the data cache on', () => {
  let demo: DemoSeed;
  const t = useTestApp({ config: { DATA_CACHE_MS: 60_000 } });
  beforeAll(async () => {
    demo = await seedDemo(t.deps.db, t.deps.clock);
  });

  it('still refuses an overdue account, and a payment opens the next request', async () => {
    const moroso = (await signIn(t, demo.users.moroso, { password: DEMO_PASSWORD })).headers;
    for (let i = 0; i < 2; i++) {
      expect((await t.app.inject({ url: '/api/courses', headers: moroso })).statusCode).toBe(403);
    }
    const customer = await customerOf(t, moroso);
    const paymentMethodId = await storedCard(t, moroso, '4242424242424242');
    const { balance } = await myAccount(t, moroso);
    expect((await pay(t, moroso, { amount: balance, customer, paymentMethodId })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/courses', headers: moroso })).statusCode).toBe(200);
  });
});
