import { centsToAmount, formatAmount, formatLongDate } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { Payment } from '../../../db/schema/index.ts';
import type { AccountHolder } from '../ledger/index.ts';

/**
 * E-mails the account holder a receipt of a succeeded payment (in their language). The holder comes
 * with the recorded payment (recordPaymentOutcome reads it in the same statement); none, no receipt.
 */
export async function sendPaymentReceipt(
  deps: Pick<AppDeps, 'mailer'>,
  payment: Payment,
  holder: AccountHolder | null,
): Promise<void> {
  if (!holder) return;
  const english = holder.locale === 'en';
  const amount = formatAmount(centsToAmount(payment.amountCents), holder.locale);
  const date = formatLongDate(payment.updatedAt.toISOString(), holder.locale);
  const reference = payment.providerPaymentId ?? payment.id;
  await deps.mailer.queue({
    kind: 'payment-receipt',
    tenantId: payment.tenantId,
    to: holder.email,
    subject: english ? `Payment received: $${amount}` : `Pago recibido: $${amount}`,
    text: english
      ? `Hello ${holder.firstName},\n\nWe received your payment of $${amount} on ${date}.\nReference: ${reference}\n\nThank you.`
      : `Hola ${holder.firstName}:\n\nRecibimos su pago de $${amount} el ${date}.\nReferencia: ${reference}\n\nGracias.`,
  });
}
