import { centsToAmount, formatAmount, formatLongDate, PAYMENT_DUE_WARNING_DAYS } from '@puente/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/database.ts';
import { type BillingPlan, type LedgerEntry, remindersSent } from '../../../db/schema/index.ts';
import {
  allocatePayments,
  daysBetween,
  findAccountHolder,
  type IsoDate,
  installmentSchedule,
  listLedger,
  planTerms,
  toLedgerFact,
} from '../ledger/index.ts';

const KIND = 'due-soon';

/**
 * E-mails the account holder once per installment that falls due within the next 7 days and is not
 * paid yet. The reminders_sent row is claimed first (unique), so two runs never send it twice.
 * `known`: the account's ledger as it stands now and the installments already reminded of, when the caller
 * has just read them (an installment known to be reminded of is not claimed again).
 */
export async function sendDueReminders(
  deps: Pick<AppDeps, 'db' | 'mailer'>,
  plan: BillingPlan,
  today: IsoDate,
  now: Date,
  /** The school's time zone, whose days the payments are dated in. */
  timeZone: string,
  known?: { ledger: LedgerEntry[]; reminded: ReadonlySet<number> },
): Promise<number> {
  const ledger = known?.ledger ?? (await listLedger(deps.db, plan.tenantId, plan.accountId));
  const { installments } = allocatePayments(
    installmentSchedule(planTerms(plan)),
    ledger.map((entry) => toLedgerFact(entry, timeZone)),
  );
  const soon = installments.filter((installment) => {
    const days = daysBetween(today, installment.dueDate);
    return (
      installment.unpaidCents > 0 &&
      days > 0 &&
      days <= PAYMENT_DUE_WARNING_DAYS &&
      !known?.reminded.has(installment.no)
    );
  });
  let sent = 0;
  for (const installment of soon) {
    const [claimed] = await deps.db
      .insert(remindersSent)
      .values({
        tenantId: plan.tenantId,
        accountId: plan.accountId,
        installmentNo: installment.no,
        kind: KIND,
        sentAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: remindersSent.id });
    if (!claimed) continue;
    try {
      const holder = await findAccountHolder(deps.db, plan.tenantId, plan.accountId);
      if (!holder) continue;
      const amount = formatAmount(centsToAmount(installment.unpaidCents), holder.locale);
      const dueDate = formatLongDate(installment.dueDate, holder.locale);
      const english = holder.locale === 'en';
      await deps.mailer.queue({
        kind: 'payment-due-reminder',
        tenantId: plan.tenantId,
        to: holder.email,
        subject: english
          ? `Reminder: installment ${installment.no} is due on ${dueDate}`
          : `Recordatorio: la cuota ${installment.no} vence el ${dueDate}`,
        text: english
          ? `Hello ${holder.firstName},\n\nInstallment ${installment.no} of $${amount} is due on ${dueDate}.\n`
          : `Hola ${holder.firstName}:\n\nLa cuota ${installment.no} de $${amount} vence el ${dueDate}.\n`,
      });
      sent++;
    } catch (error) {
      // Not sent: release the claim so the next run tries again.
      await deps.db
        .delete(remindersSent)
        .where(and(eq(remindersSent.id, claimed.id), eq(remindersSent.kind, KIND)))
        .catch(() => undefined);
      throw error;
    }
  }
  return sent;
}

/** The installments each of these accounts of a school was already reminded of, in one statement. */
export async function dueRemindersSentOf(
  db: DbOrTx,
  tenantId: string,
  accountIds: string[],
): Promise<Map<string, Set<number>>> {
  const reminded = new Map<string, Set<number>>(accountIds.map((id) => [id, new Set<number>()]));
  if (accountIds.length === 0) return reminded;
  const rows = await db
    .select({ accountId: remindersSent.accountId, installmentNo: remindersSent.installmentNo })
    .from(remindersSent)
    .where(
      and(
        eq(remindersSent.tenantId, tenantId),
        inArray(remindersSent.accountId, accountIds),
        eq(remindersSent.kind, KIND),
      ),
    );
  for (const row of rows) reminded.get(row.accountId)?.add(row.installmentNo);
  return reminded;
}
