import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { studyHabits, studyReminderClaims, tenants, users } from '../../../db/schema/index.ts';
import { publicOrigin } from '../../../lib/public-origin.ts';
import { hashSessionToken, newSessionToken } from '../../../lib/session-token.ts';
import type { WallClock } from '../../../lib/wall-clock.ts';
import { minutesByDay } from '../../activity/index.ts';
import { localClockAt, studentZone } from '../student-day.ts';

/** The page the mail's link opens: it turns the reminders off at once, without signing in. */
const REMINDERS_OFF_PATH = '/study-reminders/off';

/**
 * E-mails each student who asked for a study reminder, in the hour they chose (their time zone, else
 * the school's), when the day's goal is not met yet. At most one mail a day: the day is claimed first (a
 * row unique per student and local date), so two runs or two instances send it once. Each mail carries
 * its own link to turn the reminders off (a random token; only its hash is kept, in the claim).
 * The job runs every five minutes: only the students whose hour it is are read (the hour of each zone the
 * runtime knows goes with the read), with the days each was already reminded of, so a student reminded
 * today costs no statement of their own at the hour's later runs, and one in another hour costs nothing.
 */
export async function sendStudyReminders(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  now: Date,
): Promise<number> {
  // Every student's local date now is on or after the UTC date a day ago (zones run from UTC−12).
  const since = new Date(now.getTime() - 24 * 3_600_000).toISOString().slice(0, 10);
  const localClock = localClockAt(now);
  const hours = hoursOfKnownZones(localClock);
  const candidates = await deps.db
    .select({
      tenantId: studyHabits.tenantId,
      userId: studyHabits.userId,
      goalMinutes: studyHabits.dailyGoalMinutes,
      hour: studyHabits.reminderHour,
      email: users.email,
      firstName: users.firstName,
      locale: users.preferredLocale,
      ownZone: users.timeZone,
      schoolZone: tenants.timeZone,
      hosts: tenants.hosts,
      remindedDays: sql<string[]>`array(select ${studyReminderClaims.day}::text from ${studyReminderClaims}
        where ${studyReminderClaims.tenantId} = ${studyHabits.tenantId}
          and ${studyReminderClaims.userId} = ${studyHabits.userId} and ${studyReminderClaims.day} >= ${since}::date)`,
    })
    .from(studyHabits)
    .innerJoin(users, and(eq(users.id, studyHabits.userId), eq(users.tenantId, studyHabits.tenantId)))
    .innerJoin(tenants, eq(tenants.id, studyHabits.tenantId))
    .where(
      and(
        eq(studyHabits.reminderEnabled, true),
        eq(users.role, 'Student'),
        isNull(users.deletedAt),
        isNull(users.deactivatedAt),
        // The student's hour now, where their zone (their own, else the school's) is one the runtime lists;
        // any other zone (an alias, or one it does not know) is decided below, as for every student before.
        sql`case
          when coalesce(${users.timeZone}, '') <> ''
            then coalesce((${hours}::jsonb ->> ${users.timeZone})::int = ${studyHabits.reminderHour}, true)
          when ${tenants.timeZone} <> ''
            then coalesce((${hours}::jsonb ->> ${tenants.timeZone})::int = ${studyHabits.reminderHour}, true)
          else (${hours}::jsonb ->> 'UTC')::int = ${studyHabits.reminderHour} end`,
      ),
    );
  let sent = 0;
  for (const student of candidates) {
    const timeZone = studentZone(student.ownZone, student.schoolZone);
    const local = localClock(timeZone);
    if (local.hour !== student.hour || student.remindedDays.includes(local.date)) continue;
    const minutes = await minutesByDay(
      deps.db,
      student.tenantId,
      student.userId,
      new Date(now.getTime() - 26 * 3_600_000),
      timeZone,
    );
    const today = minutes.get(local.date) ?? 0;
    if (today >= student.goalMinutes) continue;
    const token = newSessionToken();
    const [claimed] = await deps.db
      .insert(studyReminderClaims)
      .values({
        tenantId: student.tenantId,
        userId: student.userId,
        day: local.date,
        tokenHash: hashSessionToken(token),
      })
      .onConflictDoNothing()
      .returning({ day: studyReminderClaims.day });
    if (!claimed) continue;
    const link = `${publicOrigin(deps.config, { hosts: student.hosts })}${REMINDERS_OFF_PATH}?token=${token}`;
    const left = student.goalMinutes - today;
    const english = student.locale === 'en';
    try {
      await deps.mailer.queue({
        kind: 'study-reminder',
        tenantId: student.tenantId,
        to: student.email,
        subject: english ? 'A few minutes of English today?' : '¿Unos minutos de inglés hoy?',
        text: english
          ? `Hello ${student.firstName},\n\nYou have ${left} minutes left to reach today's goal of ${student.goalMinutes} minutes and keep your streak.\n\nTo stop these reminders, open: ${link}\n`
          : `Hola ${student.firstName}:\n\nLe faltan ${left} minutos para llegar a su meta de hoy (${student.goalMinutes} minutos) y mantener su racha.\n\nPara no recibir más recordatorios, abra: ${link}\n`,
        secrets: [token],
      });
      sent += 1;
    } catch (error) {
      // Not queued: release the day so the next run tries again.
      await deps.db
        .delete(studyReminderClaims)
        .where(
          and(
            eq(studyReminderClaims.tenantId, student.tenantId),
            eq(studyReminderClaims.userId, student.userId),
            eq(studyReminderClaims.day, local.date),
          ),
        )
        .catch(() => undefined);
      throw error;
    }
  }
  return sent;
}

/** Each zone the runtime lists (and UTC), by name, with the hour it is there now: as JSON, for the read. */
function hoursOfKnownZones(localClock: (timeZone: string) => WallClock): string {
  const hours: Record<string, number> = { UTC: localClock('UTC').hour };
  for (const zone of Intl.supportedValuesOf('timeZone')) hours[zone] = localClock(zone).hour;
  return JSON.stringify(hours);
}
