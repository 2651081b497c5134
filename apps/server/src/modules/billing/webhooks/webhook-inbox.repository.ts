import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { type StripeWebhookEvent, stripeWebhookEvents } from '../../../db/schema/index.ts';
import type { VerifiedProviderEvent } from '../provider/index.ts';

type InboxStatus = 'received' | 'processed' | 'ignored';

/**
 * Keeps a verified event once, keyed by its id (insert … on conflict do nothing): a replay or a second
 * delivery writes nothing. Answers the event's status in the inbox, new or kept before.
 */
export async function keepInboxEvent(
  db: DbOrTx,
  event: VerifiedProviderEvent,
  now: Date,
): Promise<InboxStatus> {
  const [inserted] = await db
    .insert(stripeWebhookEvents)
    .values({
      eventId: event.id,
      type: event.type,
      objectId: event.objectId,
      facts: event.facts,
      occurredAt: event.occurredAt,
      receivedAt: now,
    })
    .onConflictDoNothing({ target: stripeWebhookEvents.eventId })
    .returning({ status: stripeWebhookEvents.status });
  if (inserted) return inserted.status as InboxStatus;
  const kept = await findInboxEvent(db, event.id);
  return (kept?.status ?? 'received') as InboxStatus;
}

export async function findInboxEvent(db: DbOrTx, eventId: string): Promise<StripeWebhookEvent | null> {
  const [event] = await db.select().from(stripeWebhookEvents).where(eq(stripeWebhookEvents.eventId, eventId));
  return event ?? null;
}

/** Records what processing did, once: an event no longer `received` is left as it is. */
export async function markInboxEvent(
  db: DbOrTx,
  eventId: string,
  result: { status: Exclude<InboxStatus, 'received'>; outcome: string; tenantId: string | null },
  now: Date,
): Promise<void> {
  await db
    .update(stripeWebhookEvents)
    .set({ ...result, processedAt: now })
    .where(and(eq(stripeWebhookEvents.eventId, eventId), eq(stripeWebhookEvents.status, 'received')));
}
