import type { TAdminUserBulk, TAdminUserBulkResult } from '@puente/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAdminAction } from '../audit/index.ts';
import { addClassMembers, findSchoolClass } from '../classes/index.ts';
import { lockBulkTargets } from './bulk-targets.ts';

/**
 * Puts the chosen students (or every student matching the list's filter) in a class of the school, in one
 * transaction, with one audit record. Staff among them are left out (a class's teachers are chosen in the
 * class itself), and students already in the class are not counted. A class of another school, or none:
 * 404 `class.not-found`.
 */
export async function moveUsersToClass(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  classId: string,
  target: TAdminUserBulk,
): Promise<TAdminUserBulkResult> {
  return deps.db.transaction(async (tx) => {
    const found = await findSchoolClass(tx, actor.tenantId, classId);
    if (!found) throw new AppError('class.not-found');
    const students = (await lockBulkTargets(tx, actor.tenantId, target)).filter(
      (user) => user.role === 'Student',
    );
    const added = await addClassMembers(
      tx,
      actor.tenantId,
      classId,
      students.map((user) => ({ userId: user.id, role: 'student' as const })),
    );
    if (added.length === 0) return { count: 0 };
    await recordAdminAction(tx, actor, {
      action: 'class.add-students',
      targetType: 'class',
      targetId: classId,
      targetName: found.name,
      before: null,
      after: { added: added.length, userIds: added },
      at: deps.clock.now(),
    });
    return { count: added.length };
  });
}
