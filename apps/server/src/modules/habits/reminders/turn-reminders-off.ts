import type { TReminderOff } from '@puente/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { studyHabits, studyReminderClaims } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { hashSessionToken } from '../../../lib/session-token.ts';

/**
 * POST /api/public/study-reminders/off: the reminder mail's link turns the student's reminders off,
 * without signing in (the token names the mail, hence the student, in the request's school). Once more
 * is harmless; an unknown token answers `reminder.invalid-link`.
 */
export async function turnRemindersOff(db: DbOrTx, tenantId: string, body: TReminderOff): Promise<void> {
  const [claim] = await db
    .select({ userId: studyReminderClaims.userId })
    .from(studyReminderClaims)
    .where(
      and(
        eq(studyReminderClaims.tenantId, tenantId),
        eq(studyReminderClaims.tokenHash, hashSessionToken(body.token)),
      ),
    )
    .limit(1);
  if (!claim) throw new AppError('reminder.invalid-link');
  await db
    .update(studyHabits)
    .set({ reminderEnabled: false, updatedAt: sql`now()` })
    .where(and(eq(studyHabits.tenantId, tenantId), eq(studyHabits.userId, claim.userId)));
}
