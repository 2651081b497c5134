import { centsToAmount, formatAmount } from '@puente/shared';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { type BillingPlan, remindersSent } from '../../../db/schema/index.ts';
import { publicOrigin } from '../../../lib/public-origin.ts';
import { findAccountHolder, findTenantBilling } from '../ledger/index.ts';

const KIND = 'authentication-needed';

/** Where the mail sends the student: 'Añadir Pago' with the payment to confirm ready (card and amount). */
const AUTHENTICATION_PAGE = '/retail-payment?authenticate=1';

/**
 * E-mails the account holder, once per installment, that the daily auto-pay charge needs them: the card
 * asked for 3-D Secure, which nobody can pass off-session. The link opens 'Añadir Pago' on the school's
 * configured origin (never a request's Host) with that payment ready, where 'Realizar Pago' brings the
 * bank's challenge. The reminders_sent row is claimed first (unique), so reruns and other instances never
 * send it twice; a mail that could not be queued releases it for the next run.
 */
export async function requestPaymentAuthentication(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  plan: BillingPlan,
  charge: { installmentNo: number; amountCents: number },
  now: Date,
): Promise<boolean> {
  const [claimed] = await deps.db
    .insert(remindersSent)
    .values({
      tenantId: plan.tenantId,
      accountId: plan.accountId,
      installmentNo: charge.installmentNo,
      kind: KIND,
      sentAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: remindersSent.id });
  if (!claimed) return false;
  try {
    const holder = await findAccountHolder(deps.db, plan.tenantId, plan.accountId);
    const tenant = await findTenantBilling(deps.db, plan.tenantId);
    if (!holder || !tenant) return false;
    const link = `${publicOrigin(deps.config, tenant)}${AUTHENTICATION_PAGE}`;
    const amount = formatAmount(centsToAmount(charge.amountCents), holder.locale);
    const no = charge.installmentNo;
    const english = holder.locale === 'en';
    await deps.mailer.queue({
      kind: 'payment-authentication-needed',
      tenantId: plan.tenantId,
      to: holder.email,
      subject: english
        ? `Your bank asks you to confirm the payment of installment ${no}`
        : `Su banco pide confirmar el pago de la cuota ${no}`,
      text: english
        ? `Hello ${holder.firstName},\n\nThe automatic payment of $${amount} for installment ${no} was not taken: your bank asks you to confirm it yourself.\nOpen this link, press 'Make Payment' and confirm the payment with your bank:\n${link}\n`
        : `Hola ${holder.firstName}:\n\nEl pago automático de $${amount} de la cuota ${no} no se realizó: su banco pide que usted lo confirme.\nAbra este enlace, pulse 'Realizar Pago' y confirme el pago con su banco:\n${link}\n`,
    });
    return true;
  } catch (error) {
    // Not sent: release the claim so the next run tries again.
    await deps.db
      .delete(remindersSent)
      .where(and(eq(remindersSent.id, claimed.id), eq(remindersSent.kind, KIND)))
      .catch(() => undefined);
    throw error;
  }
}
