import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { ledgerEntries, type Tenant } from '../../../db/schema/index.ts';
import { buildPlan, correctByHand } from '../billing.test-support.ts';
import { listLedger, toLedgerFact } from './billing.repository.ts';
import { computeAccountSummary } from './compute-account-summary.ts';
import { loadAccountSnapshot } from './load-account-snapshot.ts';

const kinds = [
  'payment',
  'payment',
  'payment',
  'refund',
  'adjustment',
  'late_charge',
  'installment',
] as const;
const days = ['2026-01-20', '2026-02-10', '2026-02-11', '2026-03-15'];

/**
 * The snapshot reads a day's payments as one fact from the day's roll-up (load-account-snapshot.ts). The
 * figures from it must be those computed from every ledger entry, whatever the mix of payments, refunds,
 * credits and charges, however many share a day or a moment, and after entries are corrected or deleted.
 */
describe('the account figures from the compacted ledger', () => {
  let tenant: Tenant;
  const t = useTestApp();
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db, { lateFeeGraceDays: 5 });
  });

  it('are the figures of every entry, on random ledgers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            kind: fc.constantFrom(...kinds),
            amountCents: fc.integer({ min: 1, max: 30_000 }),
            credit: fc.boolean(),
            day: fc.constantFrom(...days),
            // Few distinct moments, so entries also share a timestamp and are ordered by id.
            second: fc.integer({ min: 0, max: 3 }),
            /** Written, then deleted, or changed to another amount (a correction by hand). */
            afterwards: fc.constantFrom('keep', 'keep', 'keep', 'delete', 'change'),
          }),
          { maxLength: 25 },
        ),
        fc.constantFrom('2026-02-10', '2026-02-20', '2026-04-01'),
        async (entries, today) => {
          const user = await buildUser(t.deps.db, tenant);
          await buildPlan(t.deps.db, tenant, user);
          let installmentNo = 0;
          for (const entry of entries) {
            const dated = entry.kind === 'installment' || entry.kind === 'late_charge';
            const no = dated ? ++installmentNo : null;
            const [row] = await t.deps.db
              .insert(ledgerEntries)
              .values({
                tenantId: tenant.id,
                accountId: user.accountId!,
                kind: entry.kind,
                amountCents:
                  entry.kind === 'adjustment' && entry.credit ? -entry.amountCents : entry.amountCents,
                installmentNo: no,
                dueDate: dated ? entry.day : null,
                createdAt: new Date(`${entry.day}T12:00:0${entry.second}Z`),
              })
              .returning({ id: ledgerEntries.id });
            await correctByHand(t.deps.db, row!.id, entry.afterwards, entry.amountCents + 7);
          }
          const snapshot = await loadAccountSnapshot(t.deps.db, tenant.id, user.accountId!);
          const everyEntry = (await listLedger(t.deps.db, tenant.id, user.accountId!)).map((entry) =>
            toLedgerFact(entry, tenant.timeZone),
          );
          const payments = everyEntry.filter((fact) => fact.kind === 'payment').length;
          expect(snapshot.entries.filter((fact) => fact.kind === 'payment').length).toBeLessThanOrEqual(
            payments,
          );
          const terms = { plan: snapshot.plan, today, graceDays: snapshot.graceDays };
          expect(computeAccountSummary({ ...terms, entries: snapshot.entries })).toEqual(
            computeAccountSummary({ ...terms, entries: everyEntry }),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('merges a run of one day’s payments into one fact', async () => {
    const user = await buildUser(t.deps.db, tenant);
    await buildPlan(t.deps.db, tenant, user);
    for (let i = 0; i < 5; i++)
      await t.deps.db.insert(ledgerEntries).values({
        tenantId: tenant.id,
        accountId: user.accountId!,
        kind: 'payment',
        amountCents: 100,
        createdAt: new Date(`2026-02-10T12:00:0${i}Z`),
      });
    const snapshot = await loadAccountSnapshot(t.deps.db, tenant.id, user.accountId!);
    expect(snapshot.entries).toEqual([
      { kind: 'payment', amountCents: 500, installmentNo: null, date: '2026-02-10' },
    ]);
  });
});
