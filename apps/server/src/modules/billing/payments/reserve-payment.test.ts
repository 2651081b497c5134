import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { ledgerEntries, type Tenant } from '../../../db/schema/index.ts';
import { buildPlan, correctByHand } from '../billing.test-support.ts';
import { loadAccountFigures } from '../ledger/index.ts';
import { type ReservationRequest, reservePaymentIntents } from './payments.repository.ts';

const kinds = ['installment', 'late_charge', 'payment', 'refund', 'adjustment'] as const;

/**
 * The reservation checks the balance inside the database (migration 0005); the figures compute it in
 * TypeScript. Both must agree on any ledger, or a payment could be refused or accepted wrongly.
 */
describe('the balance of the payment reservation', () => {
  let tenant: Tenant;
  const t = useTestApp();
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
  });

  it('is the balance of the account figures, on random ledgers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.integer({ min: 1, max: 200_000 }), { nil: undefined }),
        fc.array(
          fc.record({
            kind: fc.constantFrom(...kinds),
            amountCents: fc.integer({ min: 1, max: 50_000 }),
            negative: fc.boolean(),
            /** Written, then deleted, or changed to another amount (a correction by hand). */
            afterwards: fc.constantFrom('keep', 'keep', 'delete', 'change'),
          }),
          { maxLength: 12 },
        ),
        async (planTotal, entries) => {
          const user = await buildUser(t.deps.db, tenant);
          if (planTotal !== undefined) await buildPlan(t.deps.db, tenant, user, { totalCents: planTotal });
          let installmentNo = 0;
          for (const entry of entries) {
            const [row] = await t.deps.db
              .insert(ledgerEntries)
              .values({
                tenantId: tenant.id,
                accountId: user.accountId!,
                kind: entry.kind,
                // Adjustments may be credits (negative); the other kinds are positive amounts.
                amountCents:
                  entry.kind === 'adjustment' && entry.negative ? -entry.amountCents : entry.amountCents,
                installmentNo:
                  entry.kind === 'installment' || entry.kind === 'late_charge' ? ++installmentNo : null,
                dueDate: entry.kind === 'installment' || entry.kind === 'late_charge' ? '2026-02-10' : null,
              })
              .returning({ id: ledgerEntries.id });
            await correctByHand(t.deps.db, row!.id, entry.afterwards, entry.amountCents + 7);
          }
          const { figures } = await loadAccountFigures(t.deps.db, tenant.id, user.accountId!, '2026-03-01');
          const result = await t.deps.db.execute<{ balance: string }>(
            sql`select puente_account_balance_cents(${tenant.id}, ${user.accountId!}) as balance`,
          );
          expect(Number(result.rows[0]!.balance)).toBe(figures.balanceCents);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('decides a batch in order: recorded keys, its own new payments by key or fingerprint, and the balance', async () => {
    const student = await buildUser(t.deps.db, tenant);
    await buildPlan(t.deps.db, tenant, student);
    const accountId = student.accountId!;
    const now = new Date();
    const intent = (
      key: string,
      amountCents: number,
      fingerprint: string | null = null,
    ): ReservationRequest => ({
      idempotencyKey: key,
      providerIdempotencyKey: `provider-${accountId}-${key}`,
      customerId: 'cus_batch',
      paymentMethodId: 'pm_batch',
      amountCents,
      source: 'retail',
      requestFingerprint: fingerprint,
    });
    const reserve = (intents: ReservationRequest[]) =>
      reservePaymentIntents(t.deps.db, tenant.id, accountId, intents, now);
    const [probe] = await reserve([intent('probe', 100_000_000)]);
    const available = probe!.payment ? 0 : probe!.availableCents;
    expect(available).toBeGreaterThan(3_000);
    const [recorded] = await reserve([intent('recorded', 1_000)]);

    const answers = await reserve([
      intent('recorded', 1_000), // recorded before: that payment
      intent('a', 500),
      intent('a', 500), // the batch's own key: payment a
      intent('keyless-1', 700, 'same-card-same-amount'),
      intent('keyless-2', 700, 'same-card-same-amount'), // the batch's own fingerprint: keyless-1
      intent('too-much', available - 1_000 - 500 - 700 + 1), // one cent above what is left
      intent('exact', available - 1_000 - 500 - 700), // all that is left
    ]);
    const summary = answers.map((answer) =>
      answer.payment
        ? [answer.payment.idempotencyKey, answer.created, answer.payment.status]
        : ['refused', answer.availableCents],
    );
    expect(summary).toEqual([
      ['recorded', false, 'pending'],
      ['a', true, 'pending'],
      ['a', false, 'pending'],
      ['keyless-1', true, 'pending'],
      ['keyless-1', false, 'pending'],
      ['refused', available - 1_000 - 500 - 700],
      ['exact', true, 'pending'],
    ]);
    expect(answers[0]!.payment!.id).toBe(recorded!.payment!.id);
    expect(answers[2]!.payment!.id).toBe(answers[1]!.payment!.id);
    expect(answers[4]!.payment!.id).toBe(answers[3]!.payment!.id);
    const { rows } = await t.deps.db.execute<{ key: string }>(
      sql`select idempotency_key as key from payments where account_id = ${accountId} order by idempotency_key`,
    );
    expect(rows.map((row) => row.key)).toEqual(['a', 'exact', 'keyless-1', 'recorded']);
  });
});
