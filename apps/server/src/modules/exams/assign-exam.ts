import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { courses, exams, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordActivity } from '../activity/index.ts';
import { findUserExam, insertUserExam } from './exams.repository.ts';

/** Staff give a user of the tenant one exam; owning it twice answers 409 exam.user-already-owns-it. */
export async function assignExam(
  db: DbOrTx,
  input: { tenantId: string; userId: string; examId: string; now: Date },
) {
  const { tenantId, userId, examId, now } = input;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw new AppError('user.not-found');
  const [exam] = await db
    .select({ id: exams.id })
    .from(exams)
    .innerJoin(courses, eq(courses.id, exams.courseId))
    .where(
      and(
        eq(exams.tenantId, tenantId),
        eq(exams.id, examId),
        isNull(exams.deletedAt),
        isNull(courses.deletedAt),
      ),
    );
  if (!exam) throw new AppError('exam.not-found');
  if (!(await insertUserExam(db, { tenantId, userId, examId, createdAt: now }))) {
    throw new AppError('exam.user-already-owns-it');
  }
  await recordActivity(db, {
    tenantId,
    userId,
    kind: 'exam.assigned',
    resourceType: 'exam',
    resourceId: examId,
    at: now,
  });
  const owned = await findUserExam(db, userId, examId);
  return { userId, examId, ownedSince: owned!.createdAt.toISOString() };
}
