import type { TClassDetail } from '@puente/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { presentClassDetail } from './class-presenter.ts';
import { checkClassReader } from './class-students.ts';
import { findClass, findClassCourses, findMembers } from './classes.repository.ts';

/**
 * One class with its teachers, students and courses: for an administrator, or a professor who teaches it
 * (a professor sees the students of their classes). Anyone else: 404 `class.not-found`, as for a class of
 * another school.
 */
export async function getClass(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  classId: string,
  locale: 'es' | 'en',
): Promise<TClassDetail> {
  await checkClassReader(deps, actor, classId);
  const found = await findClass(deps.db, actor.tenantId, classId);
  if (!found) throw new AppError('class.not-found');
  const [teachers, students, courses] = await Promise.all([
    findMembers(deps.db, actor.tenantId, [classId], 'teacher'),
    findMembers(deps.db, actor.tenantId, [classId], 'student'),
    findClassCourses(deps.db, actor.tenantId, classId, locale),
  ]);
  return presentClassDetail(found, { teachers, students }, courses);
}
