import type { TContactMessage } from '@puente/shared';
import type { ContactMessage } from '../../../db/schema/index.ts';

export const presentContactMessage = (
  message: ContactMessage,
  handlerName: string | null,
): TContactMessage => ({
  id: message.id,
  name: message.name,
  email: message.email,
  subject: message.subject,
  message: message.message,
  userId: message.userId,
  createdAt: message.createdAt.toISOString(),
  handledAt: message.handledAt?.toISOString() ?? null,
  handledBy: handlerName,
});
