import type { TAdminAccountDetail } from '@puente/shared';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn, signInNewUser } from '../../../../test/sign-in.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import {
  adminActions,
  ledgerEntries,
  refunds,
  sandboxRefunds,
  type Tenant,
  type User,
} from '../../../db/schema/index.ts';
import { buildPlan, customerOf, ledgerOf, pay, storedCard } from '../billing.test-support.ts';

type Headers = Record<string, string>;

describe('accounts and billing (administrators)', () => {
  const t = useTestApp();

  async function school() {
    const tenant = await buildTenant(t.deps.db, { paymentEnabled: true });
    const admin = await buildUser(t.deps.db, tenant, {
      role: 'Administrator',
      firstName: 'Ana',
      lastName: 'Admin',
    });
    const student = await buildUser(t.deps.db, tenant, { firstName: 'Lucía', lastName: 'Gómez' });
    return { tenant, admin: (await signIn(t, admin)).headers, student };
  }
  const detail = (headers: Headers, accountId: string) =>
    t.app.inject({ url: `/api/admin/accounts/${accountId}`, headers });
  const plan = (headers: Headers, accountId: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/accounts/${accountId}/plan`, headers, payload });
  const adjust = (headers: Headers, accountId: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin/accounts/${accountId}/adjustments`, headers, payload });
  const refund = (headers: Headers, accountId: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin/accounts/${accountId}/refunds`, headers, payload });

  /** The student pays `amount` (in currency units) with a sandbox card; answers the payment's id. */
  async function paid(student: User, amount: number): Promise<string> {
    const headers = (await signIn(t, student)).headers;
    const customer = await customerOf(t, headers);
    const method = await storedCard(t, headers, '4242424242424242');
    const res = await pay(t, headers, { amount, customer, paymentMethodId: method }, uuidv7());
    expect(res.json().status).toBe('succeeded');
    const found = (await detail((await adminOf(student.tenantId)).headers, student.accountId!)).json();
    return (found as TAdminAccountDetail).payments[0]!.id;
  }
  const admins = new Map<string, { headers: Headers }>();
  async function adminOf(tenantId: string) {
    const known = admins.get(tenantId);
    if (known) return known;
    const [tenant] = await t.deps.db.query.tenants.findMany({
      where: (row, { eq: is }) => is(row.id, tenantId),
    });
    const made = {
      headers: await signInNewUser(t, tenant!, { role: 'Administrator' }),
    };
    admins.set(tenantId, made);
    return made;
  }

  it('lists the accounts with holder, installment, balance and standing; filters by holder', async () => {
    const s = await school();
    await buildPlan(t.deps.db, s.tenant, s.student);
    const other = await buildUser(t.deps.db, s.tenant, { firstName: 'Mario', lastName: 'Ruiz' });
    const all = await t.app.inject({ url: '/api/admin/accounts?Skip=0&Take=50', headers: s.admin });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(2);
    const lucia = await t.app.inject({ url: '/api/admin/accounts?SearchValue=luc%C3%ADa', headers: s.admin });
    expect(lucia.json()).toMatchObject({
      total: 1,
      items: [
        { id: s.student.accountId, holderName: 'Lucía Gómez', installmentCents: 5_000, balanceCents: 60_000 },
      ],
    });
    const mario = await t.app.inject({
      url: `/api/admin/accounts?SearchValue=${other.email}`,
      headers: s.admin,
    });
    expect(mario.json().items).toEqual([
      expect.objectContaining({ status: 'no-plan', installmentCents: null }),
    ]);
  });

  it('creates and replaces a plan; the figures follow it, the audit-free history stays', async () => {
    const s = await school();
    const created = await plan(s.admin, s.student.accountId!, {
      installmentCents: 12_500,
      installments: 4,
      dueDay: 15,
      startMonth: '2030-01',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      plan: {
        installmentCents: 12_500,
        installments: 4,
        dueDay: 15,
        startMonth: '2030-01',
        totalCents: 50_000,
      },
      figures: { balanceCents: 50_000, nextPaymentDate: '2030-01-15', installmentsLeft: 4 },
      status: 'active',
    });
    const replaced = await plan(s.admin, s.student.accountId!, {
      installmentCents: 10_000,
      installments: 3,
      dueDay: 5,
      startMonth: '2030-02',
    });
    expect(replaced.json()).toMatchObject({
      plan: { totalCents: 30_000 },
      figures: { balanceCents: 30_000 },
    });
    const bad = await plan(s.admin, s.student.accountId!, {
      installmentCents: 0,
      installments: 121,
      dueDay: 32,
      startMonth: '2030-13',
    });
    const audit = await t.deps.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetId, s.student.accountId!));
    expect(audit.map((row) => row.action).sort()).toEqual(['account.plan-create', 'account.plan-replace']);
    expect(audit.find((row) => row.action === 'account.plan-replace')).toMatchObject({
      before: { installmentCents: 12_500, installments: 4 },
      after: { installmentCents: 10_000, installments: 3 },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errorInfo.ModelState.map((e: { code: string }) => e.code)
        .sort(),
    ).toEqual([
      'plan.due-day-range',
      'plan.installment-range',
      'plan.installments-range',
      'plan.invalid-start-month',
    ]);
  });

  it('posts an adjustment as a new ledger entry with its reason; refuses one without a reason; a repeated key posts once', async () => {
    const s = await school();
    await buildPlan(t.deps.db, s.tenant, s.student);
    const key = uuidv7();
    const noReason = await adjust(s.admin, s.student.accountId!, {
      amountCents: 2_500,
      reason: '   ',
      idempotencyKey: key,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errorInfo.ModelState[0]).toMatchObject({
      field: 'reason',
      code: 'billing.reason-required',
    });
    const missing = await adjust(s.admin, s.student.accountId!, { amountCents: 2_500, idempotencyKey: key });
    expect(missing.statusCode).toBe(400);
    const zero = await adjust(s.admin, s.student.accountId!, {
      amountCents: 0,
      reason: 'x',
      idempotencyKey: key,
    });
    expect(zero.json().errorInfo.ModelState[0].code).toBe('billing.zero-amount');
    expect(await ledgerOf(t.deps.db, s.student.accountId!)).toHaveLength(0);

    const body = { amountCents: -2_500, reason: 'Descuento por hermanos', idempotencyKey: key };
    const [first, second] = await Promise.all([
      adjust(s.admin, s.student.accountId!, body),
      adjust(s.admin, s.student.accountId!, body),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const answer = first.json() as TAdminAccountDetail;
    expect(answer.figures.balanceCents).toBe(60_000 - 2_500);
    expect(answer.ledger).toEqual([
      expect.objectContaining({
        kind: 'adjustment',
        amountCents: -2_500,
        reason: 'Descuento por hermanos',
        postedBy: 'Ana Admin',
      }),
    ]);
    expect(await ledgerOf(t.deps.db, s.student.accountId!)).toHaveLength(1);
    // Audited once: who, what, on which account, and what was posted.
    const audit = await t.deps.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetId, s.student.accountId!));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'account.adjustment',
        targetType: 'account',
        before: null,
        after: expect.objectContaining({ amountCents: -2_500, reason: 'Descuento por hermanos' }),
      }),
    ]);
    const reused = await adjust(s.admin, s.student.accountId!, { ...body, amountCents: 100 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('billing.request-key-reused');
  });

  it('refunds through the provider: never more than was paid, once per key, with a ledger entry', async () => {
    const s = await school();
    await buildPlan(t.deps.db, s.tenant, s.student);
    const paymentId = await paid(s.student, 40);
    const accountId = s.student.accountId!;

    const tooMuch = await refund(s.admin, accountId, {
      paymentId,
      amountCents: 4_001,
      reason: 'Cobro duplicado',
      idempotencyKey: uuidv7(),
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('refund.exceeds-paid');
    const noReason = await refund(s.admin, accountId, {
      paymentId,
      amountCents: 100,
      reason: '',
      idempotencyKey: uuidv7(),
    });
    expect(noReason.json().errorInfo.ModelState[0].code).toBe('billing.reason-required');

    const body = { paymentId, amountCents: 1_500, reason: 'Clase cancelada', idempotencyKey: uuidv7() };
    const [first, second] = await Promise.all([
      refund(s.admin, accountId, body),
      refund(s.admin, accountId, body),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const again = await refund(s.admin, accountId, body);
    expect(again.statusCode).toBe(201);
    const answer = again.json() as TAdminAccountDetail;
    expect(answer.payments[0]).toMatchObject({
      amountCents: 4_000,
      refundedCents: 1_500,
      refundableCents: 2_500,
    });
    expect(answer.figures.balanceCents).toBe(60_000 - 4_000 + 1_500);
    expect(answer.ledger.filter((line) => line.kind === 'refund')).toEqual([
      expect.objectContaining({ amountCents: 1_500, reason: 'Clase cancelada', postedBy: 'Ana Admin' }),
    ]);
    // Once at the provider too, and once in our records.
    expect(await t.deps.db.select().from(sandboxRefunds)).toHaveLength(1);
    expect(await t.deps.db.select().from(refunds).where(eq(refunds.accountId, accountId))).toHaveLength(1);

    // What is left can be refunded; one cent more cannot.
    const rest = await refund(s.admin, accountId, { ...body, amountCents: 2_501, idempotencyKey: uuidv7() });
    expect(rest.json().code).toBe('refund.exceeds-paid');
    const all = await refund(s.admin, accountId, { ...body, amountCents: 2_500, idempotencyKey: uuidv7() });
    expect(all.json().payments[0]).toMatchObject({ refundedCents: 4_000, refundableCents: 0 });
    const entries = await t.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, accountId));
    expect(
      entries
        .filter((entry) => entry.kind === 'refund')
        .map((entry) => entry.amountCents)
        .sort(),
    ).toEqual([1_500, 2_500]);
  });

  it("keeps tenants apart: an administrator of another tenant neither reads nor touches this tenant's accounts", async () => {
    const s = await school();
    await buildPlan(t.deps.db, s.tenant, s.student);
    const paymentId = await paid(s.student, 10);
    const other: Tenant = await buildTenant(t.deps.db);
    const otherAdmin = (await signIn(t, await buildUser(t.deps.db, other, { role: 'Administrator' })))
      .headers;
    const accountId = s.student.accountId!;
    const list = await t.app.inject({ url: '/api/admin/accounts', headers: otherAdmin });
    expect(list.json().items.map((row: { id: string }) => row.id)).not.toContain(accountId);
    for (const res of [
      await detail(otherAdmin, accountId),
      await plan(otherAdmin, accountId, {
        installmentCents: 100,
        installments: 1,
        dueDay: 1,
        startMonth: '2030-01',
      }),
      await adjust(otherAdmin, accountId, { amountCents: 100, reason: 'x', idempotencyKey: uuidv7() }),
      await refund(otherAdmin, accountId, {
        paymentId,
        amountCents: 100,
        reason: 'x',
        idempotencyKey: uuidv7(),
      }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('billing.account-not-found');
    }
    // Naming their own account with this tenant's payment finds no such payment.
    const ownStudent = await buildUser(t.deps.db, other);
    const crossed = await refund(otherAdmin, ownStudent.accountId!, {
      paymentId,
      amountCents: 100,
      reason: 'x',
      idempotencyKey: uuidv7(),
    });
    expect(crossed.json().code).toBe('refund.payment-not-found');
    const ledger = await ledgerOf(t.deps.db, accountId);
    expect(ledger.filter((entry) => entry.kind !== 'payment')).toHaveLength(0);
  });

  it('refuses students and professors (403) and anonymous callers (401)', async () => {
    const s = await school();
    const studentHeaders = (await signIn(t, s.student)).headers;
    const professor = await signInNewUser(t, s.tenant, { role: 'Professor' });
    const accountId = s.student.accountId!;
    for (const headers of [studentHeaders, professor]) {
      expect((await t.app.inject({ url: '/api/admin/accounts', headers })).statusCode).toBe(403);
      expect((await detail(headers, accountId)).statusCode).toBe(403);
      expect(
        (await adjust(headers, accountId, { amountCents: -100, reason: 'x', idempotencyKey: uuidv7() }))
          .statusCode,
      ).toBe(403);
    }
    expect((await detail({ host: s.admin.host! }, accountId)).statusCode).toBe(401);
  });
});
