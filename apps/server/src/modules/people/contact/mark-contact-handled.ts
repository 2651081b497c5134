import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { contactMessages } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { recordAdminAction } from '../../audit/index.ts';

/**
 * Marks a contact message handled by the caller (once: a second call keeps the first handler). The audit
 * log records it, in the same transaction, named by the message's subject and sender; a second call
 * changes nothing and records nothing.
 */
export async function markContactHandled(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  messageId: string,
): Promise<void> {
  const [found] = await deps.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(and(eq(contactMessages.id, messageId), eq(contactMessages.tenantId, actor.tenantId)))
    .limit(1);
  if (!found) throw new AppError('contact.not-found');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [handled] = await tx
      .update(contactMessages)
      .set({ handledAt: now, handledByUserId: actor.userId })
      .where(
        and(
          eq(contactMessages.id, messageId),
          eq(contactMessages.tenantId, actor.tenantId),
          isNull(contactMessages.handledAt),
        ),
      )
      .returning({
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
      });
    if (!handled) return;
    await recordAdminAction(tx, actor, {
      action: 'contact.handled',
      targetType: 'contact-message',
      targetId: messageId,
      targetName: `${handled.subject} — ${handled.name} (${handled.email})`,
      after: { handledAt: now.toISOString() },
      at: now,
    });
  });
}
