import type { TEnrollment } from '@puente/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { enrollments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordActivity } from '../activity/index.ts';
import { insertUserExam } from '../exams/index.ts';
import { examsOfCourse, findCourse } from './courses.repository.ts';

/**
 * Enrolls a user in a live course (staff may enroll in unpublished ones) and gives them the course's
 * exams. Idempotent: enrolling again keeps the first enrollment and adds only exams not yet owned.
 */
export async function enrollStudent(
  db: DbOrTx,
  input: { tenantId: string; userId: string; courseId: string; now: Date; allowUnpublished?: boolean },
): Promise<TEnrollment> {
  const { tenantId, userId, now } = input;
  const course = await findCourse(db, tenantId, input.courseId, input.allowUnpublished ?? false);
  if (!course || course.deletedAt) throw new AppError('course.not-found');
  const [inserted] = await db
    .insert(enrollments)
    .values({ tenantId, userId, courseId: course.id, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted) {
    await recordActivity(db, {
      tenantId,
      userId,
      kind: 'course.enrolled',
      resourceType: 'course',
      resourceId: course.id,
      at: now,
    });
  }
  const [enrollment] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, course.id)));
  const examRows = await examsOfCourse(db, tenantId, course.id);
  for (const { exam } of examRows) {
    if (await insertUserExam(db, { tenantId, userId, examId: exam.id, createdAt: now })) {
      await recordActivity(db, {
        tenantId,
        userId,
        kind: 'exam.assigned',
        resourceType: 'exam',
        resourceId: exam.id,
        at: now,
      });
    }
  }
  return {
    courseId: course.id,
    enrolledAt: (enrollment?.createdAt ?? now).toISOString(),
    examIds: examRows.map((row) => row.exam.id),
  };
}
