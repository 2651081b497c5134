import { and, asc, desc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database.ts';
import {
  tutorAvailabilityExceptions,
  tutorAvailabilityRules,
  tutoringSessions,
  tutorProfiles,
  users,
} from '../../db/schema/index.ts';
import type { Span } from './availability-windows.ts';

/** The zone a user's times are read in when they set none. */
export const DEFAULT_TIME_ZONE = 'UTC';

export type TutorRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  locale: string;
  timeZone: string | null;
  profile: typeof tutorProfiles.$inferSelect | null;
};

const tutorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  locale: users.preferredLocale,
  timeZone: users.timeZone,
  profile: tutorProfiles,
};

const activeTutor = (tenantId: string) =>
  and(
    eq(users.tenantId, tenantId),
    eq(users.isTutor, true),
    sql`${users.deletedAt} is null`,
    sql`${users.deactivatedAt} is null`,
  );

/** The tenant's active tutors with their profile (null until they save one). */
export function listTutorRows(db: DbOrTx, tenantId: string): Promise<TutorRow[]> {
  return db
    .select(tutorColumns)
    .from(users)
    .leftJoin(tutorProfiles, and(eq(tutorProfiles.userId, users.id), eq(tutorProfiles.tenantId, tenantId)))
    .where(activeTutor(tenantId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

export async function findTutorRow(db: DbOrTx, tenantId: string, tutorId: string): Promise<TutorRow | null> {
  const [row] = await db
    .select(tutorColumns)
    .from(users)
    .leftJoin(tutorProfiles, and(eq(tutorProfiles.userId, users.id), eq(tutorProfiles.tenantId, tenantId)))
    .where(and(activeTutor(tenantId), eq(users.id, tutorId)));
  return row ?? null;
}

export async function findPerson(db: DbOrTx, tenantId: string, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      locale: users.preferredLocale,
      timeZone: users.timeZone,
      accountId: users.accountId,
      membership: users.membership,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return row ?? null;
}

export function listRules(db: DbOrTx, tenantId: string, tutorIds: string[]) {
  if (tutorIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(tutorAvailabilityRules)
    .where(
      and(eq(tutorAvailabilityRules.tenantId, tenantId), inArray(tutorAvailabilityRules.tutorId, tutorIds)),
    )
    .orderBy(asc(tutorAvailabilityRules.weekday), asc(tutorAvailabilityRules.startTime));
}

export function listExceptions(db: DbOrTx, tenantId: string, tutorIds: string[]) {
  if (tutorIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(tutorAvailabilityExceptions)
    .where(
      and(
        eq(tutorAvailabilityExceptions.tenantId, tenantId),
        inArray(tutorAvailabilityExceptions.tutorId, tutorIds),
      ),
    )
    .orderBy(asc(tutorAvailabilityExceptions.day), asc(tutorAvailabilityExceptions.startTime));
}

/** The active sessions of some tutors that overlap a span (what slots must avoid). */
export async function busySpans(
  db: DbOrTx,
  tenantId: string,
  tutorIds: string[],
  span: Span,
): Promise<Map<string, Span[]>> {
  const busy = new Map<string, Span[]>();
  if (tutorIds.length === 0) return busy;
  const rows = await db
    .select({
      tutorId: tutoringSessions.tutorId,
      start: tutoringSessions.startsAt,
      end: tutoringSessions.endsAt,
    })
    .from(tutoringSessions)
    .where(
      and(
        eq(tutoringSessions.tenantId, tenantId),
        inArray(tutoringSessions.tutorId, tutorIds),
        ne(tutoringSessions.status, 'cancelled'),
        gt(tutoringSessions.endsAt, span.start),
        lte(tutoringSessions.startsAt, span.end),
      ),
    );
  for (const row of rows)
    busy.set(row.tutorId, [...(busy.get(row.tutorId) ?? []), { start: row.start, end: row.end }]);
  return busy;
}

const tutorUser = alias(users, 'tutor_user');
const studentUser = alias(users, 'student_user');

const sessionColumns = {
  session: tutoringSessions,
  tutor: { id: tutorUser.id, firstName: tutorUser.firstName, lastName: tutorUser.lastName },
  student: { id: studentUser.id, firstName: studentUser.firstName, lastName: studentUser.lastName },
};
export type SessionRow = {
  session: typeof tutoringSessions.$inferSelect;
  tutor: { id: string; firstName: string; lastName: string };
  student: { id: string; firstName: string; lastName: string };
};

/** Sessions with both people's names, scoped by tenant; `where` narrows them further. */
export function selectSessions(
  db: DbOrTx,
  tenantId: string,
  where: ReturnType<typeof and> | undefined,
  order: 'asc' | 'desc',
) {
  return db
    .select(sessionColumns)
    .from(tutoringSessions)
    .innerJoin(tutorUser, eq(tutorUser.id, tutoringSessions.tutorId))
    .innerJoin(studentUser, eq(studentUser.id, tutoringSessions.studentId))
    .where(and(eq(tutoringSessions.tenantId, tenantId), where))
    .orderBy(order === 'asc' ? asc(tutoringSessions.startsAt) : desc(tutoringSessions.startsAt))
    .limit(200);
}

export async function findSession(
  db: DbOrTx,
  tenantId: string,
  sessionId: string,
  lock = false,
): Promise<SessionRow | null> {
  if (lock) {
    await db
      .select({ id: tutoringSessions.id })
      .from(tutoringSessions)
      .where(and(eq(tutoringSessions.tenantId, tenantId), eq(tutoringSessions.id, sessionId)))
      .for('update');
  }
  const [row] = await selectSessions(db, tenantId, eq(tutoringSessions.id, sessionId), 'asc');
  return row ?? null;
}

/** A caller's own sessions: as the student who booked them or as their tutor. */
const ownSessions = (userId: string) =>
  or(eq(tutoringSessions.studentId, userId), eq(tutoringSessions.tutorId, userId));

/** The sessions an account's people booked (its holder's and its guests'). */
const accountSessions = (accountId: string) => eq(tutoringSessions.accountId, accountId);

/** What a caller sees as theirs: own sessions, and for an account holder every session of the account. */
export const visibleSessions = (userId: string, holderOf: string | null) =>
  holderOf ? or(ownSessions(userId), accountSessions(holderOf)) : ownSessions(userId);
