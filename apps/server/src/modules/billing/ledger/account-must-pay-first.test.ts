import { mustPayFirst } from '@puente/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { planOf, queriesDuring, statementsDuring } from '../../../../test/statements-during.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { rawRows } from '../../../db/raw-query.ts';
import { accounts, billingPlans, ledgerEntries, type Tenant, tenants } from '../../../db/schema/index.ts';
import { buildPlan } from '../billing.test-support.ts';
import {
  accountMustPayFirst,
  paysFirstAfter,
  shutOutOn,
  storeGateStanding,
} from './account-must-pay-first.ts';
import type { LedgerFact } from './allocate-payments.ts';
import { computeAccountSummary } from './compute-account-summary.ts';

const day = (month: number, date: number) =>
  `2026-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;

describe('the payment gate’s standing', () => {
  it('shuts an account out on the same days as its figures would, on random plans and ledgers', () => {
    fc.assert(
      fc.property(
        fc.record({
          installments: fc.integer({ min: 1, max: 12 }),
          installmentCents: fc.integer({ min: 100, max: 20_000 }),
          dueDay: fc.integer({ min: 1, max: 31 }),
          startMonth: fc.integer({ min: 1, max: 6 }),
        }),
        fc.array(
          fc.record({
            kind: fc.constantFrom('payment', 'payment', 'refund', 'adjustment', 'late_charge'),
            amountCents: fc.integer({ min: -5_000, max: 40_000 }),
            month: fc.integer({ min: 1, max: 12 }),
            date: fc.integer({ min: 1, max: 28 }),
          }),
          { maxLength: 12 },
        ),
        fc.integer({ min: 0, max: 20 }),
        fc.array(
          fc.record({ month: fc.integer({ min: 1, max: 12 }), date: fc.integer({ min: 1, max: 28 }) }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        (terms, facts, graceDays, todays) => {
          const plan = {
            totalCents: terms.installments * terms.installmentCents,
            installments: terms.installments,
            installmentCents: terms.installmentCents,
            dueDay: terms.dueDay,
            startMonth: day(terms.startMonth, 1),
          };
          const entries: LedgerFact[] = facts
            .map((fact) => ({
              kind: fact.kind as LedgerFact['kind'],
              // Only adjustments may be negative (a credit).
              amountCents: fact.kind === 'adjustment' ? fact.amountCents : Math.abs(fact.amountCents) + 1,
              installmentNo: null,
              date: day(fact.month, fact.date),
            }))
            .sort((a, b) => a.date.localeCompare(b.date));
          // The standing is computed on one day and taken on any other, until the ledger changes.
          const standing = paysFirstAfter(
            computeAccountSummary({ plan, entries, today: day(1, 1), graceDays }),
            graceDays,
          );
          for (const today of todays.map((d) => day(d.month, d.date))) {
            const figures = computeAccountSummary({ plan, entries, today, graceDays });
            const expected = mustPayFirst({
              paymentEnabled: true,
              isActive: figures.isActive,
              balanceCents: figures.balanceCents,
            });
            expect(shutOutOn(standing, today)).toBe(expected);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  describe('stored on the account', () => {
    const t = useTestApp();
    let tenant: Tenant;
    beforeAll(async () => {
      tenant = await buildTenant(t.deps.db, { lateFeeGraceDays: 5 });
    });

    const standingOf = async (accountId: string) => {
      const [row] = await t.deps.db
        .select({
          ledgerVersion: accounts.ledgerVersion,
          standingVersion: accounts.standingVersion,
          paysFirstAfter: accounts.paysFirstAfter,
        })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return row!;
    };

    it('is computed once, then read; every change to the figures’ inputs makes it computed again', async () => {
      const user = await buildUser(t.deps.db, tenant);
      const accountId = user.accountId!;
      // 12 x 50.00 due on the 10th from January: on 1 March January's and February's are unpaid.
      const plan = await buildPlan(t.deps.db, tenant, user);
      expect(await accountMustPayFirst(t.deps.db, tenant.id, accountId, '2026-03-01')).toBe(true);
      const first = await standingOf(accountId);
      expect(first).toMatchObject({ standingVersion: first.ledgerVersion, paysFirstAfter: '2026-01-15' });
      // Let in until the grace days end, whatever the day it was computed on.
      expect(await accountMustPayFirst(t.deps.db, tenant.id, accountId, '2026-01-15')).toBe(false);
      expect(await accountMustPayFirst(t.deps.db, tenant.id, accountId, '2026-01-16')).toBe(true);

      // A payment of January's installment: the last day let in moves to February's grace days.
      const [payment] = await t.deps.db
        .insert(ledgerEntries)
        .values({ tenantId: tenant.id, accountId, kind: 'payment', amountCents: 5_000 })
        .returning();
      const paid = await standingOf(accountId);
      expect(paid.ledgerVersion).toBeGreaterThan(first.ledgerVersion);
      expect(await accountMustPayFirst(t.deps.db, tenant.id, accountId, '2026-02-15')).toBe(false);
      expect(await standingOf(accountId)).toMatchObject({
        standingVersion: paid.ledgerVersion,
        paysFirstAfter: '2026-02-15',
      });

      // The payment deleted by hand, the plan changed, the school's grace days changed: each is seen.
      await t.deps.db.delete(ledgerEntries).where(eq(ledgerEntries.id, payment!.id));
      expect(await accountMustPayFirst(t.deps.db, tenant.id, accountId, '2026-02-15')).toBe(true);
      await t.deps.db.update(billingPlans).set({ dueDay: 20 }).where(eq(billingPlans.id, plan.id));
      expect(await accountMustPayFirst(t.deps.db, tenant.id, accountId, '2026-01-25')).toBe(false);
      expect((await standingOf(accountId)).paysFirstAfter).toBe('2026-01-25');
      await t.deps.db.update(tenants).set({ lateFeeGraceDays: 10 }).where(eq(tenants.id, tenant.id));
      expect(await accountMustPayFirst(t.deps.db, tenant.id, accountId, '2026-01-30')).toBe(false);
      expect((await standingOf(accountId)).paysFirstAfter).toBe('2026-01-30');
      await t.deps.db.update(tenants).set({ lateFeeGraceDays: 5 }).where(eq(tenants.id, tenant.id));
    });

    it('is not taken when computed from an older version, nor stored over a newer one', async () => {
      const user = await buildUser(t.deps.db, tenant);
      const accountId = user.accountId!;
      await buildPlan(t.deps.db, tenant, user);
      const { ledgerVersion } = await standingOf(accountId);
      // A standing left from before the plan (never shut out) is not the account's standing now.
      await t.deps.db
        .update(accounts)
        .set({ standingVersion: ledgerVersion - 1, paysFirstAfter: null })
        .where(eq(accounts.id, accountId));
      expect(await accountMustPayFirst(t.deps.db, tenant.id, accountId, '2026-03-01')).toBe(true);
      // A slower request that read the figures before the plan stores nothing over the newer standing.
      await rawRows(t.deps.db, storeGateStanding, [tenant.id, accountId, ledgerVersion - 1, null]);
      expect(await standingOf(accountId)).toMatchObject({
        standingVersion: ledgerVersion,
        paysFirstAfter: '2026-01-15',
      });
    });

    it('reads the standings of gates asked at the same moment with one statement, each its own', async () => {
      const owing = await buildUser(t.deps.db, tenant);
      await buildPlan(t.deps.db, tenant, owing);
      const clear = await buildUser(t.deps.db, tenant);
      const elsewhere = await buildTenant(t.deps.db);
      const gates = () =>
        Promise.all([
          accountMustPayFirst(t.deps.db, tenant.id, owing.accountId!, '2026-03-01'),
          accountMustPayFirst(t.deps.db, tenant.id, clear.accountId!, '2026-03-01'),
          // The owing account asked for by another school: not found there, so not shut out.
          accountMustPayFirst(t.deps.db, elsewhere.id, owing.accountId!, '2026-03-01'),
          accountMustPayFirst(t.deps.db, tenant.id, owing.accountId!, '2026-01-15'),
        ]);
      // The first time computes and stores the standings.
      expect(await gates()).toEqual([true, false, false, false]);
      let answers: boolean[] = [];
      const statements = await statementsDuring(t, async () => {
        answers = await gates();
      });
      expect(answers).toEqual([true, false, false, false]);
      expect(statements).toEqual(['billing.gate-standings']);
    });

    it('reads each gated account by its key, never by a scan of the school’s accounts', async () => {
      const users = await Promise.all([1, 2, 3].map(() => buildUser(t.deps.db, tenant)));
      await Promise.all(
        users.map((user) => accountMustPayFirst(t.deps.db, tenant.id, user.accountId!, '2026-03-01')),
      );
      const queries = await queriesDuring(t, () =>
        Promise.all(
          users.map((user) => accountMustPayFirst(t.deps.db, tenant.id, user.accountId!, '2026-03-01')),
        ),
      );
      expect(queries).toHaveLength(1);
      const plan = await planOf(t, queries[0]!);
      expect(plan).toMatch(/Index Scan using accounts_pkey on accounts/);
      expect(plan).not.toMatch(/Seq Scan on accounts/);
    });

    it('answers for its own school only', async () => {
      const other = await buildTenant(t.deps.db);
      const user = await buildUser(t.deps.db, tenant);
      await buildPlan(t.deps.db, tenant, user);
      expect(await accountMustPayFirst(t.deps.db, other.id, user.accountId!, '2026-03-01')).toBe(false);
      expect((await standingOf(user.accountId!)).standingVersion).toBeNull();
    });
  });
});
