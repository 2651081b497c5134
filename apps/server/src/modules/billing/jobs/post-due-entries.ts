import type { DbOrTx } from '../../../db/database.ts';
import { type BillingPlan, type LedgerEntry, ledgerEntries } from '../../../db/schema/index.ts';
import {
  type IsoDate,
  installmentSchedule,
  lateChargesDue,
  listLedger,
  planTerms,
  toLedgerFact,
} from '../ledger/index.ts';

export type TenantLateFee = { lateFeeCents: number; lateFeeGraceDays: number; timeZone: string };

/**
 * Posts the installments that have fallen due by `today` (the school's date) and the late charges owed by then. Each entry
 * is unique per account and installment number (INSERT … ON CONFLICT DO NOTHING), so reruns and
 * concurrent runs post nothing twice. Returns how many entries this call posted.
 * `known`: the account's ledger as just read (the billing day reads a page of accounts at once); then only
 * the installments it lacks are inserted, and it is read again only after an insert was tried.
 */
export async function postDueEntries(
  db: DbOrTx,
  plan: BillingPlan,
  tenant: TenantLateFee,
  today: IsoDate,
  now: Date,
  known?: LedgerEntry[],
): Promise<{ installments: number; lateCharges: number }> {
  const base = { tenantId: plan.tenantId, accountId: plan.accountId, createdAt: now };
  const posted = new Set(
    known?.filter((entry) => entry.kind === 'installment').map((entry) => entry.installmentNo),
  );
  const due = installmentSchedule(planTerms(plan)).filter(
    (installment) => installment.dueDate <= today && !posted.has(installment.no),
  );
  const postedInstallments =
    due.length === 0
      ? []
      : await db
          .insert(ledgerEntries)
          .values(
            due.map((installment) => ({
              ...base,
              kind: 'installment' as const,
              amountCents: installment.amountCents,
              dueDate: installment.dueDate,
              installmentNo: installment.no,
              reason: `Cuota ${installment.no}/${plan.installments}`,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: ledgerEntries.id });

  const ledger = known && due.length === 0 ? known : await listLedger(db, plan.tenantId, plan.accountId);
  const charges = lateChargesDue({
    plan: planTerms(plan),
    entries: ledger.map((entry) => toLedgerFact(entry, tenant.timeZone)),
    today,
    graceDays: tenant.lateFeeGraceDays,
    feeCents: tenant.lateFeeCents,
  });
  const postedCharges =
    charges.length === 0
      ? []
      : await db
          .insert(ledgerEntries)
          .values(
            charges.map((charge) => ({
              ...base,
              kind: 'late_charge' as const,
              amountCents: charge.amountCents,
              dueDate: charge.dueDate,
              installmentNo: charge.installmentNo,
              reason: `Recargo por mora, cuota ${charge.installmentNo}`,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: ledgerEntries.id });
  return { installments: postedInstallments.length, lateCharges: postedCharges.length };
}
