import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { findClass, findMembers, teaches } from './classes.repository.ts';

/**
 * The class a report or a list is filtered by, checked for its reader: an administrator reads every class
 * of the school, a professor the classes they teach. Anyone else, and a class of another school: 404
 * `class.not-found`, as `getClass` answers (decision 0151).
 */
export async function checkClassReader(deps: Pick<AppDeps, 'db'>, actor: Actor, classId: string) {
  const found = await findClass(deps.db, actor.tenantId, classId);
  if (!found) throw new AppError('class.not-found');
  if (actor.role !== 'Administrator' && !(await teaches(deps.db, classId, actor.userId)))
    throw new AppError('class.not-found');
}

/** The ids of a class's students, for a reader `checkClassReader` lets in. */
export async function classStudentIds(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  classId: string,
): Promise<string[]> {
  await checkClassReader(deps, actor, classId);
  const students = await findMembers(deps.db, actor.tenantId, [classId], 'student');
  return students.map((student) => student.id);
}
