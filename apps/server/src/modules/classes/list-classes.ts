import type { TClassList } from '@puente/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { presentClassSummary } from './class-presenter.ts';
import { findClasses, findMembers } from './classes.repository.ts';

/** The school's classes: all of them for an administrator, the ones they teach for a professor. */
export async function listClasses(deps: Pick<AppDeps, 'db'>, actor: Actor): Promise<TClassList> {
  const teacherId = actor.role === 'Administrator' ? null : actor.userId;
  const rows = await findClasses(deps.db, actor.tenantId, teacherId);
  const teachers = await findMembers(
    deps.db,
    actor.tenantId,
    rows.map((row) => row.id),
    'teacher',
  );
  return {
    items: rows.map((row) =>
      presentClassSummary(
        row,
        teachers.filter((teacher) => teacher.classId === row.id),
      ),
    ),
  };
}
