import type { TTutoringSession } from '@puente/shared';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { type Tenant, tutoringSessions } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordActivity } from '../activity/index.ts';
import { postTutoringCharge } from '../billing/index.ts';
import { checkBookable, overlapError } from './check-bookable.ts';
import { mailSessionChange } from './mail/tutoring-mail.ts';
import { cutoffOf, presentSession } from './session.presenter.ts';
import { findSession } from './tutoring.repository.ts';
import { assertTutoringOpen, heldAccountOf } from './tutoring-access.ts';

type Change = { kind: 'cancel' } | { kind: 'reschedule'; startsAt: Date };

/**
 * The student (or the tutor, or the holder of the account it was booked on) cancels a session, or the
 * student moves it, until the school's cutoff
 * before it starts (409 tutoring.cutoff-passed after). A cancelled paid session's charge is reversed; a
 * move is checked like a booking and the database refuses an overlap. Both sides get the change by mail
 * with the same calendar UID and the next sequence.
 */
export async function changeSession(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer'>,
  actor: Actor,
  tenant: Tenant,
  sessionId: string,
  change: Change,
): Promise<TTutoringSession> {
  assertTutoringOpen(tenant, actor);
  const now = deps.clock.now();
  const updated = await deps.db
    .transaction(async (tx) => {
      const row = await findSession(tx, tenant.id, sessionId, true);
      const held = heldAccountOf(actor);
      const mine =
        row &&
        (row.session.studentId === actor.userId ||
          row.session.tutorId === actor.userId ||
          // The account holder cancels (never moves) the sessions its guests booked on the account.
          (change.kind === 'cancel' && held !== null && row.session.accountId === held));
      if (!row || !mine) throw new AppError('tutoring.session-not-found');
      const { session } = row;
      if (change.kind === 'reschedule' && session.studentId !== actor.userId)
        throw new AppError('tutoring.session-not-found');
      if (session.status !== 'booked') throw new AppError('tutoring.not-changeable');
      if (now >= cutoffOf(session.startsAt, tenant.tutoringCancelCutoffHours))
        throw new AppError('tutoring.cutoff-passed', { params: { hours: tenant.tutoringCancelCutoffHours } });
      if (change.kind === 'cancel') {
        const [done] = await tx
          .update(tutoringSessions)
          .set({
            status: 'cancelled',
            cancelledAt: now,
            cancelledBy: actor.userId,
            sequence: session.sequence + 1,
            version: session.version + 1,
          })
          .where(and(eq(tutoringSessions.tenantId, tenant.id), eq(tutoringSessions.id, session.id)))
          .returning();
        await recordActivity(tx, {
          tenantId: tenant.id,
          userId: actor.userId,
          kind: 'tutoring.cancelled',
          resourceType: 'tutoring-session',
          resourceId: session.id,
          at: now,
        });
        if (session.priceCents > 0 && session.accountId) {
          await postTutoringCharge(tx, {
            tenantId: tenant.id,
            accountId: session.accountId,
            sessionId: session.id,
            amountCents: session.priceCents,
            reason: `Tutoría cancelada / Tutoring cancelled ${session.startsAt.toISOString()}`,
            reversal: true,
            at: now,
          });
        }
        return done!;
      }
      const length = session.endsAt.getTime() - session.startsAt.getTime();
      await checkBookable(tx, tenant.id, session.tutorId, change.startsAt, length / 60_000, now);
      const [done] = await tx
        .update(tutoringSessions)
        .set({
          startsAt: change.startsAt,
          endsAt: new Date(change.startsAt.getTime() + length),
          sequence: session.sequence + 1,
          version: session.version + 1,
        })
        .where(and(eq(tutoringSessions.tenantId, tenant.id), eq(tutoringSessions.id, session.id)))
        .returning();
      return done!;
    })
    .catch((error: unknown) => {
      throw overlapError(error);
    });
  await mailSessionChange(deps, updated, change.kind === 'cancel' ? 'cancelled' : 'changed');
  const row = await findSession(deps.db, tenant.id, updated.id);
  return presentSession(row!, actor, tenant.tutoringCancelCutoffHours, now);
}
