import { ACCESS, mayAccess, type TStaffHome } from '@puente/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { addDays } from '../../lib/add-days.ts';
import { schoolDate, schoolDayStart } from '../../lib/school-date.ts';
import { checkClassReader } from '../classes/index.ts';
import { ageing, moneySeries } from './money.repository.ts';
import { readDb } from './read-db.ts';
import { activeStudents, tutoringSessionsBetween } from './reports.repository.ts';

/** Monday of the week of a day. */
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/**
 * The staff dashboard: this week's students and lessons against last week's, overdue accounts, today's
 * payments and, where tutoring is on, today's tutoring sessions (days of the school's time zone, as the
 * roll-ups: decision 0136). The money figures only for a caller with `finance` (decision 0141). With a
 * class, the learning figures (students, lessons, tutoring sessions) are its students' only; a class the
 * reader may not read is 404 `class.not-found` (decision 0151). The money stays the school's.
 */
export async function getStaffHome(
  deps: Pick<AppDeps, 'db' | 'readDb' | 'clock'>,
  school: { id: string; timeZone: string },
  reader: Actor,
  filter: { classId: string | null },
): Promise<TStaffHome> {
  const { classId } = filter;
  if (classId) await checkClassReader(deps, reader, classId);
  const db = readDb(deps);
  const tenantId = school.id;
  const today = schoolDate(deps.clock.now(), school.timeZone);
  const monday = mondayOf(today);
  const thisWeek = await activeStudents(db, tenantId, monday, today, classId);
  const lastWeek = await activeStudents(db, tenantId, addDays(monday, -7), addDays(monday, -1), classId);
  const tutoring = await tutoringSessionsBetween(
    db,
    tenantId,
    schoolDayStart(today, school.timeZone),
    schoolDayStart(addDays(today, 1), school.timeZone),
    classId,
  );
  const learning = {
    activeStudentsThisWeek: thisWeek.students,
    activeStudentsLastWeek: lastWeek.students,
    lessonsCompletedThisWeek: thisWeek.lessonsCompleted,
    tutoringSessionsToday: tutoring,
  };
  if (!mayAccess(reader.scopes, ACCESS.finance)) return learning;
  const owing = await ageing(db, tenantId, null, today);
  const [payments] = await moneySeries(db, tenantId, null, today, today, 'day');
  return {
    ...learning,
    overdueAccounts: owing.reduce((sum, row) => sum + row.accounts, 0),
    overdueCents: Math.round(owing.reduce((sum, row) => sum + Number(row.amountCents), 0)),
    paymentsToday: payments?.paymentsMade ?? 0,
    paymentsTodayCents: Math.round(Number(payments?.paymentsCents ?? 0)),
  };
}
