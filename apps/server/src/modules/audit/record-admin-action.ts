import type { TAuditAction } from '@puente/shared';
import type { DbOrTx } from '../../db/database.ts';
import { adminActions } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';

/** What an administrative action did: its code, the item it touched, and that item before and after. */
export type AdminActionRecord = {
  action: Exclude<TAuditAction, 'impersonation.write'>;
  targetType: string;
  targetId: string | null;
  /**
   * What was changed, by name, as readers see it: a title in both languages, or one text for both (a
   * person's name and e-mail, a file's name). Never an id or a route.
   */
  targetName?: { es: string; en: string } | string | null;
  /** The item's fields before the action (null when it did not exist). Never a secret. */
  before?: unknown;
  /** The item's fields after the action (null when it no longer exists). Never a secret. */
  after?: unknown;
  /** When it happened: the use case's clock (`deps.clock.now()`); the database's time without it. */
  at?: Date;
};

/**
 * Records an administrative action in the audit log. Call it inside the action's own transaction, so
 * the record and the change are written together or not at all. The actor's impersonator (the
 * administrator acting as them) is recorded with it.
 */
export async function recordAdminAction(
  tx: DbOrTx,
  actor: Pick<Actor, 'tenantId' | 'userId' | 'impersonatorId'>,
  record: AdminActionRecord,
): Promise<void> {
  const name = record.targetName;
  await tx.insert(adminActions).values({
    tenantId: actor.tenantId,
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorId,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    targetName: typeof name === 'string' ? { es: name, en: name } : (name ?? null),
    before: record.before ?? null,
    after: record.after ?? null,
    ...(record.at ? { createdAt: record.at } : {}),
  });
}
