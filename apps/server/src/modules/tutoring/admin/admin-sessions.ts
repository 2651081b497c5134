import type { TAdminSessionList, TAdminSessionsQuery, TTutorHours } from '@puente/shared';
import { and, eq, gte, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { type Tenant, tutoringSessions, users } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { schoolDayStart } from '../../../lib/school-date.ts';
import { recordAdminAction } from '../../audit/index.ts';
import { classStudentIds } from '../../classes/index.ts';
import { presentSession } from '../session.presenter.ts';
import { findPerson, findSession, selectSessions } from '../tutoring.repository.ts';

/** Professors see only the sessions they tutor; administrators every session of the school. */
const scopeOf = (actor: Actor): SQL | undefined =>
  actor.scopes.includes('admin') ? undefined : eq(tutoringSessions.tutorId, actor.userId);

/** The zone a member of staff reads tutoring in: their profile's, else the school's (decision 0143). */
async function readersZone(deps: Pick<AppDeps, 'db'>, actor: Actor, tenant: Tenant) {
  const viewer = await findPerson(deps.db, tenant.id, actor.userId);
  return viewer?.timeZone || tenant.timeZone;
}

/** The day after an ISO day. */
const dayAfter = (day: string) => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

/**
 * Every session of the school (staff), filtered by tutor, student, class (its students' sessions), days
 * and status. The days are the caller's: in their profile's zone, else the school's, the zone the answer
 * names for the times. A class the caller does not teach (administrators read every class) or of another
 * school: 404 `class.not-found` (decision 0151).
 */
export async function listAdminSessions(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  tenant: Tenant,
  query: TAdminSessionsQuery,
): Promise<TAdminSessionList> {
  const students = query.classId ? await classStudentIds(deps, actor, query.classId) : null;
  const timeZone = await readersZone(deps, actor, tenant);
  if (students?.length === 0) return { timeZone, sessions: [] };
  const where = and(
    scopeOf(actor),
    students ? inArray(tutoringSessions.studentId, students) : undefined,
    query.tutorId ? eq(tutoringSessions.tutorId, query.tutorId) : undefined,
    query.studentId ? eq(tutoringSessions.studentId, query.studentId) : undefined,
    query.from ? gte(tutoringSessions.startsAt, schoolDayStart(query.from, timeZone)) : undefined,
    query.to ? lt(tutoringSessions.startsAt, schoolDayStart(dayAfter(query.to), timeZone)) : undefined,
    query.status ? eq(tutoringSessions.status, query.status) : undefined,
  );
  const rows = await selectSessions(deps.db, tenant.id, where, 'desc');
  const now = deps.clock.now();
  return {
    timeZone,
    sessions: rows.map((row) => presentSession(row, actor, tenant.tutoringCancelCutoffHours, now)),
  };
}

/** Staff mark whether a session that has started took place or who did not come. */
export async function markAttendance(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  tenant: Tenant,
  sessionId: string,
  status: 'attended' | 'student_no_show' | 'tutor_no_show',
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await findSession(tx, tenant.id, sessionId, true);
    const visible = row && (actor.scopes.includes('admin') || row.session.tutorId === actor.userId);
    if (!row || !visible) throw new AppError('tutoring.session-not-found');
    if (row.session.status === 'cancelled') throw new AppError('tutoring.not-changeable');
    if (row.session.startsAt > now) throw new AppError('tutoring.not-started');
    await tx
      .update(tutoringSessions)
      .set({ status, version: row.session.version + 1 })
      .where(and(eq(tutoringSessions.tenantId, tenant.id), eq(tutoringSessions.id, sessionId)));
    await recordAdminAction(tx, actor, {
      action: 'tutoring.attendance',
      targetType: 'tutoring-session',
      targetId: sessionId,
      before: { status: row.session.status },
      after: { status },
      at: now,
    });
  });
  const row = await findSession(deps.db, tenant.id, sessionId);
  return presentSession(row!, actor, tenant.tutoringCancelCutoffHours, now);
}

/**
 * Per tutor: sessions held and their minutes in a month of the caller's zone (their profile's, else the
 * school's: the zone the sessions list shows; decision 0151). Held: ended by now (a session to come, or
 * under way, has not happened yet), neither cancelled nor a tutor no-show.
 */
export async function tutorHours(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  tenant: Tenant,
  month: string,
): Promise<TTutorHours> {
  const timeZone = await readersZone(deps, actor, tenant);
  const first = new Date(`${month}-01T00:00:00Z`);
  const nextMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1));
  const start = schoolDayStart(`${month}-01`, timeZone);
  const end = schoolDayStart(nextMonth.toISOString().slice(0, 10), timeZone);
  const rows = await deps.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      sessions: sql<number>`count(*)::int`,
      minutes: sql<number>`coalesce(sum(extract(epoch from ${tutoringSessions.endsAt} - ${tutoringSessions.startsAt}) / 60), 0)::int`,
    })
    .from(tutoringSessions)
    .innerJoin(users, eq(users.id, tutoringSessions.tutorId))
    .where(
      and(
        eq(tutoringSessions.tenantId, tenant.id),
        scopeOf(actor),
        ne(tutoringSessions.status, 'cancelled'),
        ne(tutoringSessions.status, 'tutor_no_show'),
        gte(tutoringSessions.startsAt, start),
        lt(tutoringSessions.startsAt, end),
        lte(tutoringSessions.endsAt, deps.clock.now()),
      ),
    )
    .groupBy(users.id, users.firstName, users.lastName)
    .orderBy(users.firstName, users.lastName);
  return {
    month,
    timeZone,
    tutors: rows.map((r) => ({
      id: r.id,
      name: `${r.firstName} ${r.lastName}`.trim(),
      sessions: r.sessions,
      minutes: r.minutes,
    })),
  };
}
