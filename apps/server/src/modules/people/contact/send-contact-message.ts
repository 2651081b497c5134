import type { TContactInput } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import { contactMessages, type Tenant } from '../../../db/schema/index.ts';
import type { MailMessage } from '../../../lib/mailer.ts';

type ContactFields = Required<TContactInput>;

function supportMail(tenant: Tenant, id: string, input: ContactFields): MailMessage {
  return {
    kind: 'contact-message',
    tenantId: tenant.id,
    to: tenant.supportEmail,
    subject: `${tenant.name} · contacto: ${input.subject}`,
    text: [
      `De / From: ${input.name} <${input.email}>`,
      `Asunto / Subject: ${input.subject}`,
      `Mensaje / Message (${id}):`,
      '',
      input.message,
      '',
    ].join('\n'),
  };
}

/**
 * Keeps a message sent through the contact form (anyone may send one; a signed-in sender is recorded)
 * and mails it to the tenant's support address through the outbox.
 */
export async function sendContactMessage(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'clock'>,
  tenant: Tenant,
  senderUserId: string | null,
  input: ContactFields,
): Promise<{ id: string }> {
  const [row] = await deps.db
    .insert(contactMessages)
    .values({ tenantId: tenant.id, userId: senderUserId, ...input, createdAt: deps.clock.now() })
    .returning({ id: contactMessages.id });
  await deps.mailer.queue(supportMail(tenant, row!.id, input));
  return { id: row!.id };
}
