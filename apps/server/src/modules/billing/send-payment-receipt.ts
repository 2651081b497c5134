import type { AppDeps } from '../../app-deps.ts';
import type { Payment } from '../../db/schema/index.ts';
import { formatAmount } from './billing.presenter.ts';
import type { AccountHolder } from './billing.repository.ts';

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
  const amount = formatAmount(payment.amountCents);
  const date = payment.updatedAt.toISOString().slice(0, 10);
  const reference = payment.providerPaymentId ?? payment.id;
  const english = holder.locale === 'en';
  await deps.mailer.queue({
    tenantId: payment.tenantId,
    to: holder.email,
    subject: english ? `Payment received: $${amount}` : `Pago recibido: $${amount}`,
    text: english
      ? `Hello ${holder.firstName},\n\nWe received your payment of $${amount} on ${date}.\nReference: ${reference}\n\nThank you.`
      : `Hola ${holder.firstName}:\n\nRecibimos su pago de $${amount} el ${date}.\nReferencia: ${reference}\n\nGracias.`,
  });
}
