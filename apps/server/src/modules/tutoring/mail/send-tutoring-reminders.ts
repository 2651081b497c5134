import { and, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { tutoringReminders, tutoringSessions } from '../../../db/schema/index.ts';
import { findPerson } from '../tutoring.repository.ts';
import { mailBothSides } from './tutoring-mail.ts';

const HOUR = 3_600_000;
const KINDS = [
  { kind: '1h', before: HOUR },
  { kind: '24h', before: 24 * HOUR },
] as const;

/**
 * Reminds both sides of each booked session 24 hours and 1 hour before it starts. Each reminder is
 * claimed first (a row unique per session, kind and start time), so two instances, or two runs, send it
 * once; a moved session is reminded again for its new time. A 24-hour reminder that is due only once the
 * 1-hour one is gives way to it. The job runs every minute: a session whose due reminder is already
 * claimed is not read, so it costs no statement of its own at the next runs (before, every run tried its
 * claim again).
 */
export async function sendTutoringReminders(
  deps: Pick<AppDeps, 'db' | 'mailer'>,
  now: Date,
): Promise<number> {
  const due = await deps.db
    .select()
    .from(tutoringSessions)
    .where(
      and(
        eq(tutoringSessions.status, 'booked'),
        gt(tutoringSessions.startsAt, now),
        lte(tutoringSessions.startsAt, new Date(now.getTime() + 24 * HOUR)),
        // Not when the reminder due now (the 1-hour one within the hour, else the 24-hour one) is claimed.
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(tutoringReminders)
            .where(
              and(
                eq(tutoringReminders.sessionId, tutoringSessions.id),
                eq(tutoringReminders.startsAt, tutoringSessions.startsAt),
                eq(
                  tutoringReminders.kind,
                  sql`case when ${tutoringSessions.startsAt} <= ${new Date(now.getTime() + HOUR)} then '1h' else '24h' end`,
                ),
              ),
            ),
        ),
      ),
    )
    .orderBy(tutoringSessions.startsAt);
  let sent = 0;
  for (const session of due) {
    const left = session.startsAt.getTime() - now.getTime();
    const reminder = KINDS.find((k) => left <= k.before);
    if (!reminder) continue;
    const [claimed] = await deps.db
      .insert(tutoringReminders)
      .values({
        tenantId: session.tenantId,
        sessionId: session.id,
        kind: reminder.kind,
        startsAt: session.startsAt,
        sentAt: now,
      })
      .onConflictDoNothing()
      .returning({ kind: tutoringReminders.kind });
    if (!claimed) continue;
    try {
      const [tutor, student] = await Promise.all([
        findPerson(deps.db, session.tenantId, session.tutorId),
        findPerson(deps.db, session.tenantId, session.studentId),
      ]);
      if (!tutor || !student) continue;
      await mailBothSides(
        deps,
        session,
        tutor,
        { ...student, timeZone: session.studentTimeZone },
        `reminder-${reminder.kind}`,
      );
      sent++;
    } catch (error) {
      // Not sent: release the claim so the next run tries again.
      await deps.db
        .delete(tutoringReminders)
        .where(
          and(
            eq(tutoringReminders.sessionId, session.id),
            eq(tutoringReminders.kind, reminder.kind),
            eq(tutoringReminders.startsAt, session.startsAt),
          ),
        )
        .catch(() => undefined);
      throw error;
    }
  }
  return sent;
}
