import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { contactMessages } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';

/** Marks a contact message handled by the caller (once: a second call keeps the first handler). */
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
  await deps.db
    .update(contactMessages)
    .set({ handledAt: deps.clock.now(), handledByUserId: actor.userId })
    .where(
      and(
        eq(contactMessages.id, messageId),
        eq(contactMessages.tenantId, actor.tenantId),
        isNull(contactMessages.handledAt),
      ),
    );
}
