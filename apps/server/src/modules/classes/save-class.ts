import type { ErrorCode, TClassDetail, ZClassInput } from '@puente/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/database.ts';
import { classes } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAdminAction } from '../audit/index.ts';
import { countCourses, countUsers, findClass, replaceClassContents } from './classes.repository.ts';
import { getClass } from './get-class.ts';

type ClassInput = z.output<typeof ZClassInput>;

/** Every member and course named is of the school: teachers active staff, students students. */
async function checkContents(tx: DbOrTx, tenantId: string, input: ClassInput): Promise<void> {
  const refuse = (code: ErrorCode, path: string): never => {
    throw new AppError(code, { fields: [{ path, code }] });
  };
  const teachers = await countUsers(tx, tenantId, input.teacherIds, ['Administrator', 'Professor'], true);
  if (teachers !== input.teacherIds.length) refuse('class.invalid-teacher', 'teacherIds');
  const students = await countUsers(tx, tenantId, input.studentIds, ['Student'], false);
  if (students !== input.studentIds.length) refuse('class.invalid-student', 'studentIds');
  if ((await countCourses(tx, tenantId, input.courseIds)) !== input.courseIds.length)
    refuse('class.invalid-course', 'courseIds');
}

/** A name another class of the school has (case aside): 409 `class.name-taken`. */
function nameTaken(error: unknown): boolean {
  let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (current.code === '23505') return current.constraint === 'classes_tenant_name_key';
    current = current.cause as typeof current;
  }
  return false;
}

/**
 * An administrator creates a class (no `classId`) or replaces one's name, members and courses, in one
 * transaction with its audit record. Refusals name the field: a teacher who is not active staff, a student
 * who is not a student of the school, a course of another school, a name taken.
 */
export async function saveClass(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  input: ClassInput,
  classId: string | null,
  locale: 'es' | 'en',
): Promise<TClassDetail> {
  let savedId = classId ?? '';
  try {
    await deps.db.transaction(async (tx) => {
      await checkContents(tx, actor.tenantId, input);
      const before = classId ? await findClass(tx, actor.tenantId, classId) : null;
      if (classId && !before) throw new AppError('class.not-found');
      if (classId) {
        await tx
          .update(classes)
          .set({ name: input.name, updatedAt: deps.clock.now() })
          .where(and(eq(classes.id, classId), eq(classes.tenantId, actor.tenantId)));
      } else {
        const [created] = await tx
          .insert(classes)
          .values({ tenantId: actor.tenantId, name: input.name })
          .returning({ id: classes.id });
        savedId = created!.id;
      }
      await replaceClassContents(tx, actor.tenantId, savedId, input);
      await recordAdminAction(tx, actor, {
        action: classId ? 'class.update' : 'class.create',
        targetType: 'class',
        targetId: savedId,
        targetName: input.name,
        before: before ? { name: before.name } : null,
        after: {
          name: input.name,
          teachers: input.teacherIds.length,
          students: input.studentIds.length,
          courses: input.courseIds.length,
        },
        at: deps.clock.now(),
      });
    });
  } catch (error) {
    if (nameTaken(error))
      throw new AppError('class.name-taken', { fields: [{ path: 'name', code: 'class.name-taken' }] });
    throw error;
  }
  return getClass(deps, actor, savedId, locale);
}
