import { createEvent } from 'ics';
import type { AppDeps } from '../../../app-deps.ts';
import type { TutoringSession } from '../../../db/schema/index.ts';
import { findPerson } from '../tutoring.repository.ts';
import { calendarParamValue, calendarText } from './calendar-text.ts';

export type MailKind = 'booked' | 'changed' | 'cancelled' | 'reminder-24h' | 'reminder-1h';
type Person = { firstName: string; lastName: string; email: string; locale: string; timeZone: string | null };

const name = (p: Person) => `${p.firstName} ${p.lastName}`.trim();

/** The event's UID: the same for every mail about one session, so calendars update it in place. */
const sessionUid = (session: Pick<TutoringSession, 'id'>) => `tutoring-${session.id}@puente`;

/** The session as an iCalendar event (UTC times; METHOD REQUEST, or CANCEL once cancelled). */
function sessionCalendar(
  session: TutoringSession,
  tutor: Person,
  student: Person,
  method: 'REQUEST' | 'CANCEL',
): string {
  const { error, value } = createEvent({
    method,
    uid: sessionUid(session),
    sequence: session.sequence,
    start: session.startsAt.getTime(),
    end: session.endsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    title: calendarText(`Puente: ${name(tutor)} / ${name(student)}`),
    description: calendarText([session.contextLabel, session.note].filter(Boolean).join('\n')),
    ...(session.meetingLink ? { url: session.meetingLink, location: session.meetingLink } : {}),
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: calendarParamValue(name(tutor)), email: tutor.email },
    attendees: [
      {
        name: calendarParamValue(name(student)),
        email: student.email,
        rsvp: false,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
  });
  if (error || !value) throw error ?? new Error('calendar event not built');
  return value;
}

function when(session: TutoringSession, person: Person): string {
  const locale = person.locale === 'en' ? 'en-US' : 'es';
  const zone = person.timeZone ?? 'UTC';
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: zone,
  }).format(session.startsAt);
  return `${text} (${zone})`;
}

const SUBJECTS: Record<MailKind, { es: string; en: string }> = {
  booked: { es: 'Sesión de tutoría reservada', en: 'Tutoring session booked' },
  changed: { es: 'Sesión de tutoría cambiada', en: 'Tutoring session moved' },
  cancelled: { es: 'Sesión de tutoría cancelada', en: 'Tutoring session cancelled' },
  'reminder-24h': { es: 'Recordatorio: tutoría mañana', en: 'Reminder: tutoring tomorrow' },
  'reminder-1h': { es: 'Recordatorio: tutoría en una hora', en: 'Reminder: tutoring in one hour' },
};

/**
 * The mails of a stored session that changed (moved or cancelled): both people read again, the student in
 * the session's own time zone.
 */
export async function mailSessionChange(
  deps: Pick<AppDeps, 'db' | 'mailer'>,
  session: TutoringSession,
  kind: MailKind,
): Promise<void> {
  const [tutor, student] = await Promise.all([
    findPerson(deps.db, session.tenantId, session.tutorId),
    findPerson(deps.db, session.tenantId, session.studentId),
  ]);
  if (tutor && student)
    await mailBothSides(deps, session, tutor, { ...student, timeZone: session.studentTimeZone }, kind);
}

/** One mail to each side, in their language and time zone, with the invitation (or its cancellation). */
export async function mailBothSides(
  deps: Pick<AppDeps, 'mailer'>,
  session: TutoringSession,
  tutor: Person,
  student: Person,
  kind: MailKind,
): Promise<void> {
  const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const content = sessionCalendar(session, tutor, student, method);
  for (const [person, other] of [
    [student, tutor],
    [tutor, student],
  ] as const) {
    const english = person.locale === 'en';
    const subject = SUBJECTS[kind][english ? 'en' : 'es'];
    const lines = english
      ? [`Hello ${person.firstName},`, '', `${subject}: ${when(session, person)}, with ${name(other)}.`]
      : [`Hola ${person.firstName}:`, '', `${subject}: ${when(session, person)}, con ${name(other)}.`];
    if (session.meetingLink && kind !== 'cancelled')
      lines.push(english ? `Link: ${session.meetingLink}` : `Enlace: ${session.meetingLink}`);
    if (session.contextLabel)
      lines.push(english ? `Working on: ${session.contextLabel}` : `Trabajando en: ${session.contextLabel}`);
    if (session.note && person === tutor)
      lines.push(english ? `Note: ${session.note}` : `Nota: ${session.note}`);
    await deps.mailer.queue({
      kind: `tutoring-${kind}`,
      tenantId: session.tenantId,
      to: person.email,
      subject: `${subject}: ${when(session, person)}`,
      text: `${lines.join('\n')}\n`,
      calendar: { method, content },
    });
  }
}
