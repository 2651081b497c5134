import { and, count, desc, eq, gte, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/database.ts';
import { tutoringRecordings, tutoringSessions, users } from '../../../db/schema/index.ts';

const studentUser = alias(users, 'recording_student');
const tutorUser = alias(users, 'recording_tutor');

export type RecordingRow = {
  recording: typeof tutoringRecordings.$inferSelect;
  student: { id: string; firstName: string; lastName: string };
  tutor: { id: string; firstName: string; lastName: string };
};

/**
 * Recordings of the tenant with both people's names, newest first; `where` narrows them. A recording
 * whose student or tutor was deleted is gone for everyone (the user's deletion takes their recordings).
 */
export function selectRecordings(db: DbOrTx, tenantId: string, where: SQL | undefined, limit = 200) {
  return db
    .select({
      recording: tutoringRecordings,
      student: { id: studentUser.id, firstName: studentUser.firstName, lastName: studentUser.lastName },
      tutor: { id: tutorUser.id, firstName: tutorUser.firstName, lastName: tutorUser.lastName },
    })
    .from(tutoringRecordings)
    .innerJoin(studentUser, eq(studentUser.id, tutoringRecordings.studentId))
    .innerJoin(tutorUser, eq(tutorUser.id, tutoringRecordings.tutorId))
    .where(
      and(
        eq(tutoringRecordings.tenantId, tenantId),
        isNull(studentUser.deletedAt),
        isNull(tutorUser.deletedAt),
        where,
      ),
    )
    .orderBy(desc(tutoringRecordings.createdAt), desc(tutoringRecordings.id))
    .limit(limit);
}

/** A recording its student or its tutor may reach (anyone else: none). */
export async function findRecordingFor(
  db: DbOrTx,
  tenantId: string,
  id: string,
  userId: string,
): Promise<RecordingRow | null> {
  const [row] = await selectRecordings(
    db,
    tenantId,
    and(
      eq(tutoringRecordings.id, id),
      sql`(${tutoringRecordings.studentId} = ${userId} or ${tutoringRecordings.tutorId} = ${userId})`,
    ),
    1,
  );
  return row ?? null;
}

/**
 * The tutors of a student's sessions (past or upcoming, not cancelled) who are still active tutors, with
 * the latest such session: whom the student may send a recording to.
 */
export function listStudentTutors(db: DbOrTx, tenantId: string, studentId: string, tutorId?: string) {
  const lastSessionAt = sql<Date>`max(${tutoringSessions.startsAt})`.mapWith(
    (value: string | Date) => new Date(value),
  );
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      lastSessionAt,
      lastSessionId: sql<string>`(array_agg(${tutoringSessions.id} order by ${tutoringSessions.startsAt} desc))[1]`,
    })
    .from(tutoringSessions)
    .innerJoin(users, and(eq(users.id, tutoringSessions.tutorId), eq(users.tenantId, tenantId)))
    .where(
      and(
        eq(tutoringSessions.tenantId, tenantId),
        eq(tutoringSessions.studentId, studentId),
        ne(tutoringSessions.status, 'cancelled'),
        tutorId ? eq(tutoringSessions.tutorId, tutorId) : undefined,
        eq(users.isTutor, true),
        isNull(users.deletedAt),
        isNull(users.deactivatedAt),
      ),
    )
    .groupBy(users.id, users.firstName, users.lastName)
    .orderBy(desc(lastSessionAt));
}

/** How many recordings a student sent since an instant. */
export async function countSentSince(db: DbOrTx, tenantId: string, studentId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(tutoringRecordings)
    .where(
      and(
        eq(tutoringRecordings.tenantId, tenantId),
        eq(tutoringRecordings.studentId, studentId),
        gte(tutoringRecordings.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function insertRecording(db: DbOrTx, row: typeof tutoringRecordings.$inferInsert) {
  const [inserted] = await db.insert(tutoringRecordings).values(row).returning({ id: tutoringRecordings.id });
  return inserted!;
}

/** Marks a tutor's recording listened (the first time counts); null when it is not theirs. */
export async function setListened(db: DbOrTx, tenantId: string, id: string, tutorId: string, at: Date) {
  const [row] = await db
    .update(tutoringRecordings)
    .set({ listenedAt: sql`coalesce(${tutoringRecordings.listenedAt}, ${at.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(tutoringRecordings.tenantId, tenantId),
        eq(tutoringRecordings.id, id),
        eq(tutoringRecordings.tutorId, tutorId),
      ),
    )
    .returning({ id: tutoringRecordings.id });
  return row ?? null;
}

/** Deletes a student's own recording and answers where its bytes were; null when it is not theirs. */
export async function deleteOwnRecording(db: DbOrTx, tenantId: string, id: string, studentId: string) {
  const [row] = await db
    .delete(tutoringRecordings)
    .where(
      and(
        eq(tutoringRecordings.tenantId, tenantId),
        eq(tutoringRecordings.id, id),
        eq(tutoringRecordings.studentId, studentId),
      ),
    )
    .returning({ id: tutoringRecordings.id, storageKey: tutoringRecordings.storageKey });
  return row ?? null;
}
