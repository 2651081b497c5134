import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { type Certificate, courses } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordActivity } from '../activity/index.ts';
import { newCertificateCode } from './certificate-code.ts';
import {
  courseExamResults,
  findUserCertificate,
  holderName,
  insertCertificate,
  passedExamReviews,
} from './certificates.repository.ts';
import { skillScores } from './skill-scores.ts';

/**
 * Issues the course certificate once every live exam of the course is passed, with the score per skill
 * of the best passed attempt at each exam. Issued once: the unique
 * (user, course) constraint makes a second call (or a concurrent one) return the existing certificate.
 */
export async function issueCertificateIfComplete(
  db: DbOrTx,
  input: { tenantId: string; userId: string; courseId: string; now: Date },
): Promise<Certificate | null> {
  const existing = await findUserCertificate(db, input.userId, input.courseId);
  if (existing) return existing;
  const results = await courseExamResults(db, input.tenantId, input.userId, input.courseId);
  if (results.length === 0 || !results.every((result) => result.passed)) return null;
  const [course] = await db.select().from(courses).where(eq(courses.id, input.courseId)).limit(1);
  if (!course) return null;
  const name = await holderName(db, input.tenantId, input.userId);
  const scores = skillScores(await passedExamReviews(db, input.tenantId, input.userId, course.id));
  for (let tries = 0; tries < 5; tries++) {
    const issued = await insertCertificate(db, {
      tenantId: input.tenantId,
      userId: input.userId,
      courseId: course.id,
      code: newCertificateCode(),
      holderName: name,
      courseTitleEs: course.titleEs,
      courseTitleEn: course.titleEn,
      level: course.level,
      issuedAt: input.now,
      skillScores: scores,
    });
    if (issued) {
      await recordActivity(db, {
        tenantId: input.tenantId,
        userId: input.userId,
        kind: 'certificate.issued',
        resourceType: 'certificate',
        resourceId: issued.id,
        at: input.now,
      });
      return issued;
    }
    const raced = await findUserCertificate(db, input.userId, input.courseId);
    if (raced) return raced;
  }
  throw new AppError('user-exams.certificate-generation-error');
}
