import { centsToAmount, formatAmount, formatLongDate, PAYMENT_DUE_WARNING_DAYS } from '@puente/shared';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { type BillingPlan, remindersSent } from '../../../db/schema/index.ts';
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
 */
export async function sendDueReminders(
  deps: Pick<AppDeps, 'db' | 'mailer'>,
  plan: BillingPlan,
  today: IsoDate,
  now: Date,
  /** The school's time zone, whose days the payments are dated in. */
  timeZone: string,
): Promise<number> {
  const ledger = await listLedger(deps.db, plan.tenantId, plan.accountId);
  const { installments } = allocatePayments(
    installmentSchedule(planTerms(plan)),
    ledger.map((entry) => toLedgerFact(entry, timeZone)),
  );
  const soon = installments.filter((installment) => {
    const days = daysBetween(today, installment.dueDate);
    return installment.unpaidCents > 0 && days > 0 && days <= PAYMENT_DUE_WARNING_DAYS;
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
