import type { TTutoringSession } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import type { SessionRow } from './tutoring.repository.ts';
import { heldAccountOf } from './tutoring-access.ts';

const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** The instant after which a session can no longer be cancelled or moved. */
export const cutoffOf = (startsAt: Date, cutoffHours: number) =>
  new Date(startsAt.getTime() - cutoffHours * 3_600_000);

/**
 * A session as its student, its tutor, the holder of its account or staff see it (each sees only what is
 * theirs: the caller checked).
 */
export function presentSession(
  row: SessionRow,
  actor: Actor,
  cutoffHours: number,
  now: Date,
): TTutoringSession {
  const { session } = row;
  const held = heldAccountOf(actor);
  const side =
    session.studentId === actor.userId
      ? 'student'
      : session.tutorId === actor.userId
        ? 'tutor'
        : held && session.accountId === held
          ? 'account'
          : 'staff';
  const cutoff = cutoffOf(session.startsAt, cutoffHours);
  return {
    id: session.id,
    tutor: { id: row.tutor.id, name: name(row.tutor) },
    student: { id: row.student.id, name: name(row.student) },
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    lengthMinutes: Math.round((session.endsAt.getTime() - session.startsAt.getTime()) / 60_000),
    status: session.status,
    note: session.note,
    contextLabel: session.contextLabel,
    meetingLink: session.meetingLink,
    priceCents: session.priceCents,
    side,
    changeable: side !== 'staff' && session.status === 'booked' && now < cutoff,
    cutoffAt: cutoff.toISOString(),
  };
}
