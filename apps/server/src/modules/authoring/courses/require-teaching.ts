import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { chapters, exams, exercises, reviewLessons } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { teachesCourse } from './course-teaching.repository.ts';

/** Administrators edit every course of their school. */
export const isAdministrator = (actor: Pick<Actor, 'role'>) => actor.role === 'Administrator';

/**
 * Refuses (403 `course.not-teacher`) a change to a course of the actor's school that they neither own nor
 * co-teach. A course the school does not have passes: the caller answers its own not-found, so another
 * school's ids read as missing, never as forbidden.
 */
export async function requireTeaching(db: DbOrTx, actor: Actor, courseId: string): Promise<void> {
  if (isAdministrator(actor)) return;
  if ((await teachesCourse(db, actor.tenantId, courseId, actor.userId)) === false)
    throw new AppError('course.not-teacher');
}

const courseOwned = { chapters, exercises, exams, 'review-lessons': reviewLessons } as const;

/** `requireTeaching` for the course a lesson, exercise, exam or review lesson belongs to (by its id). */
export async function requireTeachingItem(
  db: DbOrTx,
  actor: Actor,
  kind: keyof typeof courseOwned,
  id: string,
): Promise<void> {
  if (isAdministrator(actor)) return;
  const table = courseOwned[kind];
  const [row] = await db
    .select({ courseId: table.courseId })
    .from(table)
    .where(and(eq(table.tenantId, actor.tenantId), eq(table.id, id)))
    .limit(1);
  if (row) await requireTeaching(db, actor, row.courseId);
}
