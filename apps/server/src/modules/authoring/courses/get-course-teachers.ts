import type { TCourseTeachers } from '@puente/shared';
import type { Actor } from '../../../lib/actor.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { schoolProfessors } from './course-teaching.repository.ts';
import { teachingOf } from './course-teaching.ts';
import { requireLiveCourse } from './require-live-course.ts';

/** Who teaches a live course of the school, and the school's professors who may be added as co-teachers. */
export async function getCourseTeachers(
  deps: LearningDeps,
  actor: Actor,
  courseId: string,
): Promise<TCourseTeachers> {
  const course = await requireLiveCourse(deps.db, actor.tenantId, courseId);
  const teaching = (await teachingOf(deps.db, actor, [course.id])).get(course.id)!;
  const professors = await schoolProfessors(deps.db, actor.tenantId);
  return {
    ...teaching,
    candidates: professors.filter((professor) => professor.id !== teaching.owner?.id),
  };
}
