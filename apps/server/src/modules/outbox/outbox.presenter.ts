import type { TOutboxEmail } from '@puente/shared';
import type { OutboxEmail } from '../../db/schema/index.ts';

export const presentOutboxEmail = (mail: OutboxEmail): TOutboxEmail => ({
  id: mail.id,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  createdAt: mail.createdAt.toISOString(),
  status: mail.status,
  attempts: mail.attempts,
  lastError: mail.lastError,
});
