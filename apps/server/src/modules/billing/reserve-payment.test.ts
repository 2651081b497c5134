import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { ledgerEntries, type Tenant } from '../../db/schema/index.ts';
import { buildPlan, correctByHand } from './billing.test-support.ts';
import { loadAccountFigures } from './load-account-figures.ts';

const kinds = ['installment', 'late_charge', 'payment', 'refund', 'adjustment'] as const;

/**
 * The reservation checks the balance inside the database (migration 0005); the figures compute it in
 * TypeScript. Both must agree on any ledger, or a payment could be refused or accepted wrongly.
 */
describe('the balance of the payment reservation', () => {
  let t: TestApp;
  let tenant: Tenant;
  beforeAll(async () => {
    t = await buildTestApp();
    tenant = await buildTenant(t.deps.db);
  });
  afterAll(() => t.close());

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
});
