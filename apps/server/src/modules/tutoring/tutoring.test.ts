import type { TTutoringSession, TTutorList, TTutorSlots } from '@puente/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn, signInNewUser } from '../../../test/sign-in.ts';
import { statementsDuring } from '../../../test/statements-during.ts';
import { TestClock } from '../../../test/test-clock.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import {
  activityEvents,
  ledgerEntries,
  outboxEmails,
  type Tenant,
  tenants,
  tutoringReminders,
  tutoringSessions,
} from '../../db/schema/index.ts';
import { createInlineQueue } from '../../lib/job-queue/index.ts';
import { createMailer } from '../../lib/mailer.ts';
import { sendTutoringReminders } from './mail/send-tutoring-reminders.ts';

type Headers = Record<string, string>;

// Monday 15 March 2027, 10:00 UTC. Madrid moves to summer time on Sunday 28 March; Bogotá never does.
const clock = new TestClock('2027-03-15T10:00:00.000Z');

const availability = {
  timeZone: 'Europe/Madrid',
  bio: 'Profesor nativo, paciente.',
  languages: ['es', 'en'],
  sessionLengths: [60],
  minNoticeHours: 12,
  horizonDays: 28,
  meetingLink: 'https://meet.example.test/pablo',
  rules: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '09:00', endTime: '12:00' })),
  exceptions: [{ day: '2027-03-24', kind: 'off', startTime: null, endTime: null }],
};

describe('tutoring', () => {
  let tenant: Tenant;
  let tutorId: string;
  let tutor: Headers;
  let student: Headers;
  let studentAccount: string;
  let other: Headers;

  const t = useTestApp({ clock });
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db, { tutoringEnabled: true, tutoringSessionPriceCents: 2500 });
    const tutorUser = await buildUser(t.deps.db, tenant, {
      role: 'Professor',
      isTutor: true,
      firstName: 'Pablo',
    });
    tutorId = tutorUser.id;
    tutor = (await signIn(t, tutorUser)).headers;
    const studentUser = await buildUser(t.deps.db, tenant, {
      timeZone: 'America/Bogota',
      preferredLocale: 'en',
    });
    studentAccount = studentUser.accountId!;
    student = (await signIn(t, studentUser)).headers;
    other = await signInNewUser(t, tenant);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/tutoring/availability',
      headers: tutor,
      payload: availability,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  const book = (headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/tutoring/sessions', headers, payload });
  const booking = (startsAt: string, extra: object = {}) => ({
    tutorId,
    startsAt,
    lengthMinutes: 60,
    timeZone: 'America/Bogota',
    note: 'Quiero practicar entrevistas',
    ...extra,
  });

  it('lists tutors with their next free slot, and free slots keep Madrid hours across the March change', async () => {
    const list = (await t.app.inject({ url: '/api/tutoring/tutors', headers: student })).json() as TTutorList;
    const pablo = list.tutors.find((x) => x.id === tutorId)!;
    expect(pablo).toMatchObject({
      bio: 'Profesor nativo, paciente.',
      timeZone: 'Europe/Madrid',
      sessionLengths: [60],
    });
    // 12 h notice from Monday 10:00 UTC: Tuesday 09:00 Madrid (08:00 UTC) is the first.
    expect(pablo.nextSlot).toBe('2027-03-16T08:00:00.000Z');
    expect(list.priceCents).toBe(2500);

    const res = await t.app.inject({
      url: `/api/tutoring/tutors/${tutorId}/slots?from=2027-03-22T00:00:00Z&to=2027-03-30T00:00:00Z&length=60`,
      headers: student,
    });
    const slots = (res.json() as TTutorSlots).slots;
    expect(slots).toContain('2027-03-22T08:00:00.000Z'); // Monday 09:00 CET = 03:00 Bogotá
    expect(slots).toContain('2027-03-29T07:00:00.000Z'); // Monday 09:00 CEST = 02:00 Bogotá
    expect(slots).not.toContain('2027-03-29T08:00:00.000Z'.replace('08', '06'));
    expect(slots.some((s) => s.startsWith('2027-03-24'))).toBe(false); // day off
    expect(slots.filter((s) => s.startsWith('2027-03-22'))).toEqual([
      '2027-03-22T08:00:00.000Z',
      '2027-03-22T08:30:00.000Z',
      '2027-03-22T09:00:00.000Z',
      '2027-03-22T09:30:00.000Z',
      '2027-03-22T10:00:00.000Z',
    ]);
  });

  it('refuses bookings in the past, inside the notice, beyond the horizon, outside availability, of a length not offered, or in a zone that does not exist', async () => {
    const cases: [object, string, number][] = [
      [booking('2027-03-15T08:00:00Z'), 'tutoring.in-the-past', 400],
      [booking('2027-03-15T16:00:00Z'), 'tutoring.inside-notice', 400],
      [booking('2027-04-20T08:00:00Z'), 'tutoring.beyond-horizon', 400],
      [booking('2027-03-22T12:00:00Z'), 'tutoring.outside-availability', 400],
      [booking('2027-03-24T08:00:00Z'), 'tutoring.outside-availability', 400],
      [booking('2027-03-22T08:00:00Z', { lengthMinutes: 30 }), 'tutoring.length-not-offered', 400],
    ];
    for (const [payload, code, status] of cases) {
      const res = await book(student, payload);
      expect([res.statusCode, res.json().code], JSON.stringify(payload)).toEqual([status, code]);
    }
    const inside = await book(student, booking('2027-03-15T16:00:00Z'));
    expect(inside.json().message).toBe('The tutor asks for at least 12 h notice');
    const mars = await book(student, booking('2027-03-22T08:00:00Z', { timeZone: 'Mars/Olympus_Mons' }));
    expect(mars.statusCode).toBe(400);
    expect(mars.body).toContain('user.invalid-time-zone');
  });

  it('lets a tutor open bookings up to half a year ahead (across a daylight-saving change), not more', async () => {
    const put = (horizonDays: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/tutoring/availability',
        headers: tutor,
        payload: { ...availability, horizonDays },
      });
    try {
      expect((await put(181)).statusCode).toBe(400);
      expect((await put(180)).statusCode).toBe(200);
    } finally {
      expect((await put(availability.horizonDays)).statusCode).toBe(200);
    }
  });

  it('50 concurrent bookings of one slot make exactly one session; the others get 409 tutoring.slot-taken', async () => {
    const students: Headers[] = [];
    for (let i = 0; i < 50; i++) students.push(await signInNewUser(t, tenant));
    const answers = await Promise.all(
      students.map((headers) => book(headers, booking('2027-03-23T09:00:00Z'))),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // Anything else than 200 and 409 is named in the failure (a flake once answered none of them 409).
    const others = answers.filter((r) => r.statusCode !== 200 && r.statusCode !== 409);
    expect(others.map((r) => `${r.statusCode} ${r.body.slice(0, 120)}`).slice(0, 3)).toEqual([]);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(new Set(answers.filter((r) => r.statusCode === 409).map((r) => r.json().code))).toEqual(
      new Set(['tutoring.slot-taken']),
    );
    const rows = await t.deps.db
      .select()
      .from(tutoringSessions)
      .where(
        and(
          eq(tutoringSessions.tenantId, tenant.id),
          eq(tutoringSessions.startsAt, new Date('2027-03-23T09:00:00Z')),
        ),
      );
    expect(rows).toHaveLength(1);
    // The overlapping half hour is refused too (the database compares ranges, not start times).
    const overlap = await book(student, booking('2027-03-23T09:30:00Z'));
    expect([overlap.statusCode, overlap.json().code]).toEqual([409, 'tutoring.slot-taken']);
    // Fifty sign-ins run the password hash a hundred times: on two cores beside another test file that
    // alone can take most of the default 30 s.
  }, 120_000);

  it('books, charges the account, mails both sides an ICS, shows each side only their own, and the student cannot overlap themself', async () => {
    const res = await book(student, booking('2027-03-29T07:00:00Z'));
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json() as TTutoringSession;
    expect(session).toMatchObject({
      startsAt: '2027-03-29T07:00:00.000Z',
      endsAt: '2027-03-29T08:00:00.000Z',
      side: 'student',
      status: 'booked',
      meetingLink: 'https://meet.example.test/pablo',
      priceCents: 2500,
      changeable: true,
    });
    const charges = await t.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, studentAccount));
    expect(charges.map((c) => c.amountCents)).toEqual([2500]);

    await t.deps.mailer.idle();
    const mails = await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.tenantId, tenant.id));
    const invites = mails.filter((m) => m.calendar?.includes(`tutoring-${session.id}@puente`));
    expect(invites).toHaveLength(2);
    const toStudent = invites.find((m) => m.subject.startsWith('Tutoring session booked'))!;
    // The student's mail names their own hour: 02:00 in Bogotá.
    expect(toStudent.subject).toContain('2:00');
    expect(toStudent.subject).toContain('America/Bogota');
    expect(toStudent.calendar).toContain('METHOD:REQUEST');
    expect(toStudent.calendar).toContain('DTSTART:20270329T070000Z');
    expect(toStudent.calendar).toContain('SEQUENCE:0');

    // The tutor sees it with the note; another student does not see it, nor can cancel it.
    const tutorView = (await t.app.inject({ url: '/api/tutoring/sessions', headers: tutor })).json();
    expect(tutorView.sessions.find((s: TTutoringSession) => s.id === session.id)).toMatchObject({
      side: 'tutor',
      note: 'Quiero practicar entrevistas',
    });
    const otherView = (await t.app.inject({ url: '/api/tutoring/sessions', headers: other })).json();
    expect(otherView.sessions).toEqual([]);
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/tutoring/sessions/${session.id}/cancel`,
      headers: other,
    });
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'tutoring.session-not-found']);

    const twice = await book(student, booking('2027-03-29T07:30:00Z'));
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'tutoring.slot-taken']);
  });

  it("quotes names safely in the invitation: a name cannot close the CN's quotes or start a new line", async () => {
    // Names as they may already be stored (the schemas now refuse control characters in new ones).
    const evilTutor = await buildUser(t.deps.db, tenant, {
      role: 'Professor',
      isTutor: true,
      firstName: 'Mallory',
      lastName: 'X\r\nATTENDEE;CN=Spy:mailto:spy@evil.example',
    });
    const evilTutorHeaders = (await signIn(t, evilTutor)).headers;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/tutoring/availability',
      headers: evilTutorHeaders,
      payload: availability,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const evilStudent = await buildUser(t.deps.db, tenant, {
      firstName: 'Eve";ROLE=CHAIR;RSVP=TRUE:mailto:evil@evil.example',
      lastName: 'Ok^',
    });
    const res = await book(
      (await signIn(t, evilStudent)).headers,
      booking('2027-04-01T08:00:00Z', { tutorId: evilTutor.id, note: 'a;b,c\\d\r\ne\u0007' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json() as TTutoringSession;

    await t.deps.mailer.idle();
    const mails = await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.tenantId, tenant.id));
    const calendar = mails.find((m) => m.calendar?.includes(`tutoring-${session.id}@puente`))!.calendar!;
    // Unfold (RFC 5545 3.1), then read each content line as name, parameters and value.
    const lines = calendar
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter(Boolean);
    const attendees = lines.filter((line) => line.startsWith('ATTENDEE'));
    const organizers = lines.filter((line) => line.startsWith('ORGANIZER'));
    expect(attendees).toHaveLength(1);
    expect(organizers).toHaveLength(1);
    // A quoted parameter value holds no double quote: CN is one quoted string, then the e-mail.
    const contentLine = /^(ATTENDEE|ORGANIZER)((?:;[A-Z-]+=(?:"[^"\p{Cc}]*"|[^";:,\p{Cc}]*))*):(.*)$/u;
    const attendee = contentLine.exec(attendees[0]!)!;
    expect(attendee[3]).toBe(`mailto:${evilStudent.email}`);
    expect(attendee[2]).toContain(`CN="Eve^';ROLE=CHAIR;RSVP=TRUE:mailto:evil@evil.example Ok^^"`);
    expect(attendee[2]).toMatch(/^;RSVP=FALSE;ROLE="REQ-PARTICIPANT";PARTSTAT="ACCEPTED";CN=/);
    const organizer = contentLine.exec(organizers[0]!)!;
    expect(organizer[3]).toBe(`MAILTO:${evilTutor.email}`);
    expect(organizer[2]).toBe(';CN="Mallory X^nATTENDEE;CN=Spy:mailto:spy@evil.example"');
    // TEXT values: escaped as RFC 5545 says, and no control character but the escaped line feed.
    const description = lines.find((line) => line.startsWith('DESCRIPTION:'))!;
    expect(description).toBe('DESCRIPTION:a\\;b\\,c\\\\d\\ne');
    const summary = lines.find((line) => line.startsWith('SUMMARY:'))!;
    expect(summary).not.toMatch(/\p{Cc}/u);
    expect(lines.every((line) => !/[\p{Cc}]/u.test(line.replace(/\t/g, '')))).toBe(true);
  });

  it('moves and cancels until the cutoff (same UID, next sequence, charge reversed) and refuses inside it', async () => {
    const first = (await book(student, booking('2027-03-30T08:00:00Z'))).json() as TTutoringSession;
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/tutoring/sessions/${first.id}/reschedule`,
      headers: student,
      payload: { startsAt: '2027-03-31T08:00:00Z' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().startsAt).toBe('2027-03-31T08:00:00.000Z');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/tutoring/sessions/${first.id}/cancel`,
      headers: student,
    });
    expect(cancelled.json().status).toBe('cancelled');
    await t.deps.mailer.idle();
    const mails = await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.tenantId, tenant.id));
    const cancels = mails.filter(
      (m) => m.calendar?.includes(`tutoring-${first.id}@puente`) && m.calendar.includes('METHOD:CANCEL'),
    );
    expect(cancels).toHaveLength(2);
    expect(cancels[0]!.calendar).toContain('SEQUENCE:2');
    const entries = await t.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, studentAccount));
    expect(entries.map((e) => e.amountCents).sort()).toEqual([-2500, 2500, 2500].sort());
    // Booked and cancelled are the student's activity (the reports' timeline).
    const events = await t.deps.db
      .select({ kind: activityEvents.kind })
      .from(activityEvents)
      .where(and(eq(activityEvents.tenantId, tenant.id), eq(activityEvents.resourceId, first.id)));
    expect(events.map((e) => e.kind).sort()).toEqual(['tutoring.booked', 'tutoring.cancelled']);

    // Inside the school's cutoff (raised to 48 h; the session is 46 h away): refused, translated.
    const soon = (await book(student, booking('2027-03-17T08:00:00Z'))).json() as TTutoringSession;
    await t.deps.db.update(tenants).set({ tutoringCancelCutoffHours: 48 }).where(eq(tenants.id, tenant.id));
    try {
      const late = await t.app.inject({
        method: 'POST',
        url: `/api/tutoring/sessions/${soon.id}/cancel`,
        headers: student,
      });
      expect([late.statusCode, late.json().code]).toEqual([409, 'tutoring.cutoff-passed']);
      expect(late.json().message).toBe(
        'A session can only be cancelled or moved up to 48 h before it starts',
      );
      const listed = (await t.app.inject({ url: '/api/tutoring/sessions', headers: student })).json();
      expect(listed.sessions.find((x: TTutoringSession) => x.id === soon.id).changeable).toBe(false);
    } finally {
      await t.deps.db.update(tenants).set({ tutoringCancelCutoffHours: 12 }).where(eq(tenants.id, tenant.id));
    }
  });

  it('sends each reminder once with two instances running at the same time', async () => {
    const session = (await book(student, booking('2027-03-18T09:00:00Z'))).json() as TTutoringSession;
    const second = createMailer({
      db: t.deps.db,
      clock,
      config: t.deps.config,
      jobs: createInlineQueue(),
      cipher: t.deps.settingsCipher,
    });
    const at = new Date('2027-03-17T10:00:00Z'); // 23 h before: the 24-hour reminder is due
    const runs = await Promise.all([
      sendTutoringReminders(t.deps, at),
      sendTutoringReminders({ db: t.deps.db, mailer: second }, at),
      sendTutoringReminders(t.deps, at),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const oneHour = new Date('2027-03-18T08:10:00Z');
    const later = await Promise.all([
      sendTutoringReminders(t.deps, oneHour),
      sendTutoringReminders({ db: t.deps.db, mailer: second }, oneHour),
    ]);
    expect(later.reduce((a, b) => a + b, 0)).toBe(1);
    // The next minute's run finds both reminders claimed: the sessions' read is its only statement.
    const next = await statementsDuring(t, () =>
      sendTutoringReminders(t.deps, new Date('2027-03-18T08:11:00Z')),
    );
    expect(next).toHaveLength(1);
    await Promise.all([t.deps.mailer.idle(), second.idle()]);
    const claimed = await t.deps.db
      .select()
      .from(tutoringReminders)
      .where(eq(tutoringReminders.sessionId, session.id));
    expect(claimed.map((c) => c.kind).sort()).toEqual(['1h', '24h']);
    const mails = await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.tenantId, tenant.id));
    const reminders = mails.filter(
      (m) => m.calendar?.includes(session.id) && /Reminder|Recordatorio/.test(m.subject),
    );
    expect(reminders).toHaveLength(4); // two reminders, each to both sides
    await second.close();
  });

  it('a school with tutoring off answers 403 to students; tutors still reach their availability', async () => {
    const off = await buildTenant(t.deps.db, { tutoringEnabled: false });
    const someone = await signInNewUser(t, off);
    const res = await t.app.inject({ url: '/api/tutoring/tutors', headers: someone });
    expect([res.statusCode, res.json().code]).toEqual([403, 'tutoring.disabled']);
    const offTutor = (await signIn(t, await buildUser(t.deps.db, off, { role: 'Professor', isTutor: true })))
      .headers;
    expect((await t.app.inject({ url: '/api/tutoring/availability', headers: offTutor })).statusCode).toBe(
      200,
    );
    // A professor who is not a tutor has no availability to edit.
    const professor = await signInNewUser(t, tenant, { role: 'Professor' });
    expect((await t.app.inject({ url: '/api/tutoring/availability', headers: professor })).statusCode).toBe(
      403,
    );
  });
});
