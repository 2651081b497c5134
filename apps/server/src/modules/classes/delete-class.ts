import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { classes } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAdminAction } from '../audit/index.ts';

/** An administrator deletes a class: its members and courses go with it; the users and courses stay. */
export async function deleteClass(deps: Pick<AppDeps, 'db' | 'clock'>, actor: Actor, classId: string) {
  await deps.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(classes)
      .where(and(eq(classes.id, classId), eq(classes.tenantId, actor.tenantId)))
      .returning({ name: classes.name });
    if (!deleted) throw new AppError('class.not-found');
    await recordAdminAction(tx, actor, {
      action: 'class.delete',
      targetType: 'class',
      targetId: classId,
      targetName: deleted.name,
      before: { name: deleted.name },
      after: null,
      at: deps.clock.now(),
    });
  });
}
