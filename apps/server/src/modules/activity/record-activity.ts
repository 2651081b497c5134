import type { DbOrTx } from '../../db/database.ts';
import { activityEvents } from '../../db/schema/index.ts';

export type ActivityKind =
  | 'course.enrolled'
  | 'lesson.viewed'
  | 'lesson.completed'
  | 'exercise.checked'
  | 'exam.assigned'
  | 'exam.started'
  | 'exam.submitted'
  | 'certificate.issued'
  | 'review.rated';

export type ActivityResource =
  | 'course'
  | 'chapter'
  | 'exercise'
  | 'exam'
  | 'exam-attempt'
  | 'certificate'
  | 'review-card';

/** Writes one activity event (what reports read). */
export async function recordActivity(
  db: DbOrTx,
  event: {
    tenantId: string;
    userId: string;
    kind: ActivityKind;
    resourceType: ActivityResource;
    resourceId: string;
    at: Date;
  },
) {
  await db.insert(activityEvents).values({
    tenantId: event.tenantId,
    userId: event.userId,
    kind: event.kind,
    resourceType: event.resourceType,
    resourceId: event.resourceId,
    createdAt: event.at,
  });
}
