import type { DbOrTx } from '../../db/database.ts';
import { activityEvents } from '../../db/schema/index.ts';

export type ActivityKind =
  | 'course.enrolled'
  | 'lesson.viewed'
  | 'lesson.completed'
  /** Recorded by a check's attempt, not here (decision 0167); older rows of this kind stay. */
  | 'exercise.checked'
  | 'exam.assigned'
  | 'exam.started'
  | 'exam.submitted'
  | 'certificate.issued'
  | 'review.rated'
  | 'dictionary.looked-up'
  | 'tutoring.booked'
  | 'tutoring.cancelled';

export type ActivityResource =
  | 'course'
  | 'chapter'
  | 'exercise'
  | 'exam'
  | 'exam-attempt'
  | 'certificate'
  | 'review-card'
  | 'dictionary-entry'
  | 'tutoring-session';

/** Writes one activity event (what reports read, through the roll-ups its trigger keeps). */
export async function recordActivity(
  db: DbOrTx,
  event: {
    tenantId: string;
    userId: string;
    kind: ActivityKind;
    resourceType: ActivityResource;
    resourceId: string;
    at: Date;
    /** A few facts for the roll-ups: { score, passed } for a submitted exam (decision 0090). */
    detail?: Record<string, unknown>;
  },
) {
  await db.insert(activityEvents).values({
    tenantId: event.tenantId,
    userId: event.userId,
    kind: event.kind,
    resourceType: event.resourceType,
    resourceId: event.resourceId,
    createdAt: event.at,
    detail: event.detail ?? null,
  });
}
