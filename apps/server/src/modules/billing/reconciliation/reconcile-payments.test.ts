import type { TReconciliation } from '@puente/shared';
import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn, signInNewUser } from '../../../../test/sign-in.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import {
  ledgerEntries,
  outboxEmails,
  paymentCustomers,
  payments,
  refunds,
} from '../../../db/schema/index.ts';
import { buildPlan, customerOf, pay, storedCard } from '../billing.test-support.ts';
import { reconcileSchool } from './run-reconciliation.ts';

type Headers = Record<string, string>;

describe("the reconciliation of the provider's record with the ledger", () => {
  const t = useTestApp();

  /** A school taking payments: its administrator, and a student who paid 40.00 by card. */
  async function school() {
    const tenant = await buildTenant(t.deps.db, { paymentEnabled: true });
    const admin = await signInNewUser(t, tenant, { role: 'Administrator' });
    const student = await buildUser(t.deps.db, tenant);
    await buildPlan(t.deps.db, tenant, student);
    const headers = (await signIn(t, student)).headers;
    const customer = await customerOf(t, headers);
    const paymentMethodId = await storedCard(t, headers, '4242424242424242');
    const paid = await pay(t, headers, { amount: 40, customer, paymentMethodId }, uuidv7());
    expect(paid.json().status).toBe('succeeded');
    const [payment] = await t.deps.db
      .select()
      .from(payments)
      .where(eq(payments.accountId, student.accountId!));
    return { tenant, admin, student, customer, paymentMethodId, payment: payment! };
  }
  const reconciliation = async (headers: Headers) => {
    const res = await t.app.inject({ url: '/api/admin/billing/reconciliation', headers });
    expect(res.statusCode).toBe(200);
    return res.json() as TReconciliation;
  };

  it('finds nothing when every charge has its entry, and the other schools never count', async () => {
    const s = await school();
    const other = await school();
    const answer = await reconciliation(s.admin);
    expect(answer.differences).toEqual([]);
    expect(new Date(answer.to).getTime() - new Date(answer.from).getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    // Money the provider took for the other school is the other school's to see.
    await t.deps.paymentProvider.charge({
      customer: other.customer,
      paymentMethod: other.paymentMethodId,
      amountCents: 999,
      idempotencyKey: `stray-${uuidv7()}`,
    });
    expect((await reconciliation(s.admin)).differences).toEqual([]);
    expect((await reconciliation(other.admin)).differences).toMatchObject([
      { kind: 'charge-without-entry', providerCents: 999, ledgerCents: null },
    ]);
  });

  it('flags money taken with no entry, an entry with no money, and amounts that differ', async () => {
    const s = await school();
    const stray = await t.deps.paymentProvider.charge({
      customer: s.customer,
      paymentMethod: s.paymentMethodId,
      amountCents: 1_234,
      idempotencyKey: `stray-${uuidv7()}`,
    });
    expect((await reconciliation(s.admin)).differences).toEqual([
      {
        kind: 'charge-without-entry',
        providerId: stray.id,
        accountId: null,
        accountName: null,
        ledgerCents: null,
        providerCents: 1_234,
      },
    ]);

    // The ledger's entry changed by hand: both sides have the payment, with other amounts.
    const entry = and(eq(ledgerEntries.paymentId, s.payment.id), eq(ledgerEntries.kind, 'payment'));
    await t.deps.db.update(ledgerEntries).set({ amountCents: 4_100 }).where(entry);
    const differences = (await reconciliation(s.admin)).differences;
    expect(differences).toContainEqual(
      expect.objectContaining({
        kind: 'amount-mismatch',
        providerId: s.payment.providerPaymentId,
        accountId: s.student.accountId,
        ledgerCents: 4_100,
        providerCents: 4_000,
      }),
    );
    await t.deps.db.update(ledgerEntries).set({ amountCents: 4_000 }).where(entry);

    // A payment recorded as succeeded whose charge the provider does not have.
    const [ghost] = await t.deps.db
      .insert(payments)
      .values({
        tenantId: s.tenant.id,
        accountId: s.student.accountId!,
        idempotencyKey: uuidv7(),
        providerIdempotencyKey: `ghost-${uuidv7()}`,
        customerId: s.customer,
        paymentMethodId: s.paymentMethodId,
        amountCents: 2_500,
        status: 'succeeded',
        providerPaymentId: 'ch_sbx_never_made',
      })
      .returning();
    await t.deps.db.insert(ledgerEntries).values({
      tenantId: s.tenant.id,
      accountId: s.student.accountId!,
      kind: 'payment',
      amountCents: 2_500,
      paymentId: ghost!.id,
    });
    expect((await reconciliation(s.admin)).differences.map((d) => [d.kind, d.providerId])).toEqual([
      ['charge-without-entry', stray.id],
      ['entry-without-charge', 'ch_sbx_never_made'],
    ]);
  });

  it('flags a refund the provider made that the ledger does not count, and one it counts that failed', async () => {
    const s = await school();
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${s.student.accountId}/refunds`,
      headers: s.admin,
      payload: {
        paymentId: s.payment.id,
        amountCents: 1_500,
        reason: 'Clase cancelada',
        idempotencyKey: uuidv7(),
      },
    });
    expect(refund.statusCode).toBe(201);
    expect((await reconciliation(s.admin)).differences).toEqual([]);

    const [recorded] = await t.deps.db
      .select()
      .from(refunds)
      .where(eq(refunds.accountId, s.student.accountId!));
    await t.deps.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, recorded!.id));
    expect((await reconciliation(s.admin)).differences).toEqual([
      expect.objectContaining({
        kind: 'refund-without-entry',
        providerId: recorded!.providerRefundId,
        providerCents: 1_500,
      }),
    ]);

    await t.deps.db
      .update(refunds)
      .set({ status: 'succeeded', providerRefundId: 're_sbx_never_made' })
      .where(eq(refunds.id, recorded!.id));
    expect((await reconciliation(s.admin)).differences.map((d) => [d.kind, d.providerId])).toEqual([
      ['refund-without-entry', recorded!.providerRefundId],
      ['entry-without-refund', 're_sbx_never_made'],
    ]);
  });

  it('is for administrators only', async () => {
    const s = await school();
    const professor = await signInNewUser(t, s.tenant, { role: 'Professor' });
    const res = await t.app.inject({ url: '/api/admin/billing/reconciliation', headers: professor });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('system.forbidden');
  });

  it("the day's job mails the school's administrators when anything differs, and nobody when nothing does", async () => {
    const s = await school();
    const mailsTo = async () =>
      (await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.tenantId, s.tenant.id)))
        .filter(
          (mail) => mail.subject.includes('Pagos por revisar') || mail.subject.includes('Payments to check'),
        )
        .map((mail) => mail.to);
    expect(await reconcileSchool(t.deps, s.tenant.id)).toEqual({ differences: 0, mailed: 0 });
    expect(await mailsTo()).toEqual([]);

    const english = await buildUser(t.deps.db, s.tenant, { role: 'Administrator', preferredLocale: 'en' });
    await t.deps.paymentProvider.charge({
      customer: s.customer,
      paymentMethod: s.paymentMethodId,
      amountCents: 700,
      idempotencyKey: `stray-${uuidv7()}`,
    });
    expect(await reconcileSchool(t.deps, s.tenant.id)).toEqual({ differences: 1, mailed: 2 });
    const mails = await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, english.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Payments to check: 1 difference(s) with the payment provider');
    expect(mails[0]!.text).toContain('Charge with no entry: 1 ($7.00)');
    expect(mails[0]!.text).toContain('/admin?tab=reconciliation');
    expect((await mailsTo()).sort()).toHaveLength(2);
    // The school's customers only: the stray charge is this school's, at its provider account.
    const [customer] = await t.deps.db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.accountId, s.student.accountId!));
    expect(customer!.providerCustomerId).toBe(s.customer);
  });
});
