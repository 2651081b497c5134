import { and, eq, gt } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/database.ts';
import { type TutoringSession, tutoringSessions } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/index.ts';
import { postTutoringCharge } from '../billing/index.ts';
import { mailSessionChange } from './mail/tutoring-mail.ts';

/**
 * A guest leaves the account: each of their sessions still to come is cancelled (by the holder who
 * removed them) and a paid one's charge is reversed on the account's ledger, in the caller's
 * transaction. Past sessions are left as they are. Returns the cancelled sessions, for the mails.
 */
export async function cancelGuestSessions(
  tx: DbOrTx,
  removal: { tenantId: string; guestId: string; by: string; now: Date },
): Promise<TutoringSession[]> {
  const { tenantId, guestId, by, now } = removal;
  const upcoming = await tx
    .select()
    .from(tutoringSessions)
    .where(
      and(
        eq(tutoringSessions.tenantId, tenantId),
        eq(tutoringSessions.studentId, guestId),
        eq(tutoringSessions.status, 'booked'),
        gt(tutoringSessions.startsAt, now),
      ),
    )
    .for('update');
  const cancelled: TutoringSession[] = [];
  for (const session of upcoming) {
    const [done] = await tx
      .update(tutoringSessions)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancelledBy: by,
        sequence: session.sequence + 1,
        version: session.version + 1,
      })
      .where(and(eq(tutoringSessions.tenantId, tenantId), eq(tutoringSessions.id, session.id)))
      .returning();
    await recordActivity(tx, {
      tenantId,
      userId: by,
      kind: 'tutoring.cancelled',
      resourceType: 'tutoring-session',
      resourceId: session.id,
      at: now,
    });
    if (session.priceCents > 0 && session.accountId) {
      await postTutoringCharge(tx, {
        tenantId,
        accountId: session.accountId,
        sessionId: session.id,
        amountCents: session.priceCents,
        reason: `Tutoría cancelada (invitado retirado) / Tutoring cancelled (guest removed) ${session.startsAt.toISOString()}`,
        reversal: true,
        at: now,
      });
    }
    cancelled.push(done!);
  }
  return cancelled;
}

/** Tells both sides of each cancelled session (the tutor keeps the slot free; the calendars drop it). */
export async function mailCancelledSessions(
  deps: Pick<AppDeps, 'db' | 'mailer'>,
  sessions: readonly TutoringSession[],
): Promise<void> {
  for (const session of sessions) await mailSessionChange(deps, session, 'cancelled');
}
