import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { TestClock } from '../../../../test/test-clock.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { sandboxPaymentMethods, sandboxSetupIntents, type Tenant } from '../../../db/schema/index.ts';
import {
  answerChallenge,
  attach,
  buildPlan,
  card,
  customerOf,
  finishCardSetup,
  pay,
  paymentsOf,
} from '../billing.test-support.ts';
import { chargeAutoPayment } from '../jobs/index.ts';

/** Stripe's 3-D Secure test cards, as the sandbox knows them. */
const ALWAYS = '4000002760003184';
const ONCE = '4000000000003220';
const THEN_NO_FUNDS = '4000008260003178';

describe('saving a card through a SetupIntent in the sandbox: 3-D Secure once, then off-session charges', () => {
  let tenant: Tenant;
  const clock = new TestClock('2026-01-05');
  const t = useTestApp({ clock });
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
  });

  const holder = async (preferredLocale = 'es') => {
    const user = await buildUser(t.deps.db, tenant, { preferredLocale });
    await buildPlan(t.deps.db, tenant, user);
    const { headers } = await signIn(t, user);
    return { user, headers, customer: await customerOf(t, headers) };
  };
  type Holder = Awaited<ReturnType<typeof holder>>;
  const cardsOf = async (h: Holder) =>
    (await t.app.inject({ url: '/api/retail/getstripecustomer', headers: h.headers })).json()
      .paymentMethods as Array<{ id: string; last4: string }>;
  const resend = (h: Holder, action: { paymentMethodId: string; setupIntentId: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/retail/attachpaymentmethod',
      headers: h.headers,
      payload: {
        customer: h.customer,
        paymentMethodId: action.paymentMethodId,
        setupIntentId: action.setupIntentId,
      },
    });

  it('4000 0000 0000 3220 asks when saved; stored once the challenge is passed, then the auto-pay run charges it off-session without asking', async () => {
    const h = await holder();
    const saving = await attach(t, h.headers, card(h.customer, ONCE));
    expect(saving.statusCode).toBe(200);
    const action = saving.json();
    expect(action).toEqual({
      status: 'requires_action',
      challenge: { clientSecret: expect.stringMatching(/^seti_sbx_\w+_secret_/) },
      setupIntentId: expect.stringMatching(/^seti_sbx_/),
      paymentMethodId: expect.stringMatching(/^pm_sbx_/),
    });
    // Nothing stored while the challenge waits; sending the ids before answering it stores nothing either.
    expect(await cardsOf(h)).toEqual([]);
    const early = await resend(h, action);
    expect([early.statusCode, early.json().code]).toEqual([409, 'payment.setup-not-confirmed']);
    expect(await cardsOf(h)).toEqual([]);

    const stored = await finishCardSetup(t, h.headers, h.customer, action, true);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({ id: action.paymentMethodId, brand: 'visa', last4: '3220' });
    expect((await cardsOf(h)).map((c) => c.id)).toEqual([action.paymentMethodId]);
    const [method] = await t.deps.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, action.paymentMethodId));
    expect(method?.authenticatedAt).toBeInstanceOf(Date);
    // Sent again (a retried request): the same card, stored once.
    expect((await resend(h, action)).json().id).toBe(action.paymentMethodId);
    expect(await cardsOf(h)).toHaveLength(1);

    // The daily run, with nobody there: charged off-session, no authentication asked.
    await t.app.inject({
      method: 'POST',
      url: '/api/retail/setautopayment',
      headers: h.headers,
      payload: { customerId: h.customer, paymentMethodId: action.paymentMethodId },
    });
    const [plan] = await t.deps.db.query.billingPlans.findMany({
      where: (plans, { eq: is }) => is(plans.accountId, h.user.accountId!),
    });
    expect(await chargeAutoPayment(t.deps, plan!, '2026-01-10')).toBe('charged');
    expect(await paymentsOf(t.deps.db, h.user.accountId!)).toEqual([
      expect.objectContaining({ status: 'succeeded', source: 'autopay', amountCents: 5_000 }),
    ]);
    // And on-session: no challenge either.
    const body = { amount: 10, customer: h.customer, paymentMethodId: action.paymentMethodId };
    expect((await pay(t, h.headers, body, 'after-setup')).json().status).toBe('succeeded');
  });

  it('4000 0027 6000 3184: a failed (or closed) challenge stores no card, and the form gets the refusal with its message', async () => {
    for (const locale of ['es', 'en']) {
      const h = await holder(locale);
      const action = (await attach(t, h.headers, card(h.customer, ALWAYS))).json();
      expect(action.status).toBe('requires_action');
      const refused = await finishCardSetup(t, h.headers, h.customer, action, false);
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({
        code: 'payment.provider-error',
        message:
          locale === 'es'
            ? 'El proveedor de pagos rechazó la operación'
            : 'The payment provider refused the operation',
        providerCode: 'setup_intent_authentication_failure',
        providerMessage: expect.stringContaining('unable to authenticate'),
      });
      expect(await cardsOf(h)).toEqual([]);
      // Answered once: the failed challenge cannot be passed afterwards.
      const again = await answerChallenge(t, h.headers, action.challenge.clientSecret, true);
      expect([again.statusCode, again.json().code]).toEqual([404, 'payment.challenge-not-found']);
      expect((await resend(h, action)).statusCode).toBe(402);
    }
  });

  it('4000 0027 6000 3184 passed when saved still asks on every payment the student makes (Stripe: always)', async () => {
    const h = await holder();
    const action = (await attach(t, h.headers, card(h.customer, ALWAYS))).json();
    const stored = await finishCardSetup(t, h.headers, h.customer, action, true);
    expect(stored.statusCode).toBe(200);
    const body = { amount: 10, customer: h.customer, paymentMethodId: action.paymentMethodId };
    const paying = (await pay(t, h.headers, body, 'always-after-setup')).json();
    expect(paying).toMatchObject({
      status: 'requires_action',
      challenge: { clientSecret: expect.any(String) },
    });
  });

  it('4000 0082 6000 3178 asks when saved; a plain card is stored at once with no challenge', async () => {
    const h = await holder();
    const action = (await attach(t, h.headers, card(h.customer, THEN_NO_FUNDS))).json();
    expect(action.status).toBe('requires_action');
    expect((await finishCardSetup(t, h.headers, h.customer, action, true)).json().last4).toBe('3178');
    const plain = await attach(t, h.headers, card(h.customer, '4242424242424242'));
    expect(plain.json()).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(plain.json().status).toBeUndefined();
    const setups = await t.deps.db
      .select()
      .from(sandboxSetupIntents)
      .where(eq(sandboxSetupIntents.customerId, h.customer));
    expect(setups.map((s) => s.status).sort()).toEqual(['succeeded', 'succeeded']);
  });

  it('only the account the card is saved for answers its challenge, and another account cannot store it by its ids', async () => {
    const h = await holder();
    const other = await holder();
    const action = (await attach(t, h.headers, card(h.customer, ONCE))).json();
    const stranger = await answerChallenge(t, other.headers, action.challenge.clientSecret, true);
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'payment.challenge-not-found']);
    const forged = await answerChallenge(t, h.headers, `${action.setupIntentId}_secret_forged`, true);
    expect(forged.statusCode).toBe(404);
    expect((await finishCardSetup(t, h.headers, h.customer, action, true)).statusCode).toBe(200);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/retail/attachpaymentmethod',
      headers: other.headers,
      payload: {
        customer: other.customer,
        paymentMethodId: action.paymentMethodId,
        setupIntentId: action.setupIntentId,
      },
    });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'payment.setup-not-confirmed']);
    expect(await cardsOf(other)).toEqual([]);
    // A SetupIntent is not made here in sandbox mode: the card goes in the attach call.
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/retail/createsetupintent',
      headers: h.headers,
      payload: { customer: h.customer },
    });
    expect([setup.statusCode, setup.json().code]).toEqual([409, 'payment.setup-not-used']);
  });
});
