import type { TCourseTeaching } from '@puente/shared';
import type { DbOrTx } from '../../../db/database.ts';
import type { Actor } from '../../../lib/actor.ts';
import { staffNames, teachersOf } from './course-teaching.repository.ts';
import { isAdministrator } from './require-teaching.ts';

/** Who teaches each of some courses of the actor's school, and what the actor may do with each. */
export async function teachingOf(
  db: DbOrTx,
  actor: Actor,
  courseIds: string[],
): Promise<Map<string, TCourseTeaching>> {
  const byCourse = await teachersOf(db, actor.tenantId, courseIds);
  const ids = new Set<string>();
  for (const { ownerId, teacherIds } of byCourse.values()) {
    if (ownerId) ids.add(ownerId);
    for (const id of teacherIds) ids.add(id);
  }
  const names = await staffNames(db, actor.tenantId, [...ids]);
  const named = (id: string) => ({ id, name: names.get(id) ?? '' });
  const admin = isAdministrator(actor);
  const out = new Map<string, TCourseTeaching>();
  for (const courseId of courseIds) {
    const { ownerId, teacherIds } = byCourse.get(courseId) ?? { ownerId: null, teacherIds: [] };
    const owns = ownerId === actor.userId;
    out.set(courseId, {
      owner: ownerId ? named(ownerId) : null,
      teachers: teacherIds.map(named),
      mayEdit: admin || owns || teacherIds.includes(actor.userId),
      mayManageTeachers: admin || owns,
    });
  }
  return out;
}
