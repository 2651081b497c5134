import type { TCourseTeachers } from '@puente/shared';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { replaceTeachers, schoolProfessors } from './course-teaching.repository.ts';
import { teachingOf } from './course-teaching.ts';
import { getCourseTeachers } from './get-course-teachers.ts';
import { requireLiveCourse } from './require-live-course.ts';

/**
 * Sets a course's co-teachers (replacing the list): an administrator or the course's owner only (403
 * `course.teachers-not-allowed`); each must be a live professor of the same school, other than the owner
 * (400 `invalid`, `course.teacher-not-professor` on `teacherIds.N`: another school's user reads the same).
 */
export async function setCourseTeachers(
  deps: LearningDeps,
  actor: Actor,
  courseId: string,
  teacherIds: string[],
): Promise<TCourseTeachers> {
  const { db } = deps;
  const course = await requireLiveCourse(db, actor.tenantId, courseId);
  const teaching = (await teachingOf(db, actor, [course.id])).get(course.id)!;
  if (!teaching.mayManageTeachers) throw new AppError('course.teachers-not-allowed');
  const professors = new Set((await schoolProfessors(db, actor.tenantId)).map((p) => p.id));
  const refused = teacherIds.flatMap((id, index) =>
    professors.has(id) && id !== course.ownerId
      ? []
      : [{ path: `teacherIds.${index}`, code: 'course.teacher-not-professor' as const }],
  );
  if (refused.length) throw new AppError('invalid', { fields: refused });
  await db.transaction((tx) => replaceTeachers(tx, actor.tenantId, course.id, teacherIds));
  return getCourseTeachers(deps, actor, course.id);
}
