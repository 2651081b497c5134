import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import {
  type AttemptReview,
  type Certificate,
  certificates,
  examAttempts,
  exams,
  users,
} from '../../db/schema/index.ts';

/** The holder's full name as it goes on the certificate. */
export async function holderName(db: DbOrTx, tenantId: string, userId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row ? `${row.firstName} ${row.lastName}`.trim() : '';
}

/** Inserts unless the user already has this course's certificate or the code is taken; null then. */
export async function insertCertificate(db: DbOrTx, values: typeof certificates.$inferInsert) {
  const [row] = await db.insert(certificates).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findUserCertificate(
  db: DbOrTx,
  userId: string,
  courseId: string,
): Promise<Certificate | null> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

export async function listUserCertificates(db: DbOrTx, tenantId: string, userId: string) {
  return db
    .select()
    .from(certificates)
    .where(and(eq(certificates.tenantId, tenantId), eq(certificates.userId, userId)))
    .orderBy(desc(certificates.issuedAt));
}

export async function findCertificateOf(db: DbOrTx, tenantId: string, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.tenantId, tenantId), eq(certificates.userId, userId), eq(certificates.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findCertificateByCode(db: DbOrTx, tenantId: string, code: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.tenantId, tenantId), eq(certificates.code, code)))
    .limit(1);
  return row ?? null;
}

/** Live exams of a course and whether the user passed each one. */
export async function courseExamResults(db: DbOrTx, tenantId: string, userId: string, courseId: string) {
  return db
    .select({
      examId: exams.id,
      passed: sql<boolean>`exists (select 1 from "exam_attempts" as "a" where "a"."exam_id" = "exams"."id" and "a"."user_id" = ${userId} and "a"."passed")`,
    })
    .from(exams)
    .where(and(eq(exams.tenantId, tenantId), eq(exams.courseId, courseId), isNull(exams.deletedAt)));
}

/** The kept review of the user's best passed attempt at each live exam of the course. */
export async function passedExamReviews(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  courseId: string,
): Promise<AttemptReview[]> {
  const rows = await db
    .selectDistinctOn([examAttempts.examId], { review: examAttempts.review })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(
      and(
        eq(examAttempts.tenantId, tenantId),
        eq(examAttempts.userId, userId),
        eq(examAttempts.passed, true),
        eq(exams.courseId, courseId),
        isNull(exams.deletedAt),
      ),
    )
    .orderBy(examAttempts.examId, desc(examAttempts.score), desc(examAttempts.submittedAt));
  return rows.flatMap((row) => (row.review ? [row.review] : []));
}
