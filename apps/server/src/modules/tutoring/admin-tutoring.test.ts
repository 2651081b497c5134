import type { TAdminTutor, TTutoringSession } from '@puente/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn, signInNewUser } from '../../../test/sign-in.ts';
import { TestClock } from '../../../test/test-clock.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import type { Tenant } from '../../db/schema/index.ts';

type Headers = Record<string, string>;
const clock = new TestClock('2027-03-15T10:00:00.000Z');
const week = (tutorId: string) => ({ tutorId, lengthMinutes: 60, timeZone: 'America/Mexico_City' });

describe('tutoring administration', () => {
  let tenant: Tenant;
  let admin: Headers;
  let reSignIn: () => Promise<void>;
  let pablo: { id: string; headers: Headers };
  let lucia: { id: string; headers: Headers };
  let studentId: string;
  let student: Headers;
  let bookedWithPablo: TTutoringSession;

  const t = useTestApp({ clock });
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db, { tutoringEnabled: true });
    admin = await signInNewUser(t, tenant, { role: 'Administrator' });
    const tutorOf = async (firstName: string) => {
      const user = await buildUser(t.deps.db, tenant, {
        role: 'Professor',
        firstName,
        timeZone: 'Europe/Madrid',
      });
      return { id: user.id, user };
    };
    const p = await tutorOf('Pablo');
    const l = await tutorOf('Lucía');
    // The administrator makes both tutors (the flag is off until then).
    const list = (await t.app.inject({ url: '/api/admin/tutoring/tutors', headers: admin })).json()
      .tutors as TAdminTutor[];
    for (const who of [p, l]) {
      const row = list.find((x) => x.id === who.id)!;
      expect(row.isTutor).toBe(false);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/tutoring/tutors/${who.id}`,
        headers: admin,
        payload: { isTutor: true, bio: 'Tutor', hourlyRateCents: 3000, version: row.version },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ isTutor: true, hourlyRateCents: 3000 });
    }
    const adminUser = await buildUser(t.deps.db, tenant, { role: 'Administrator' });
    // Moving the clock past a day ends the sessions' tokens: sign in again.
    reSignIn = async () => {
      admin = (await signIn(t, adminUser)).headers;
      pablo = { id: p.id, headers: (await signIn(t, p.user)).headers };
      lucia = { id: l.id, headers: (await signIn(t, l.user)).headers };
    };
    pablo = { id: p.id, headers: (await signIn(t, p.user)).headers };
    lucia = { id: l.id, headers: (await signIn(t, l.user)).headers };
    for (const tutor of [pablo, lucia]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/tutoring/availability',
        headers: tutor.headers,
        payload: {
          timeZone: 'Europe/Madrid',
          bio: 'Tutor',
          languages: [],
          sessionLengths: [60],
          minNoticeHours: 1,
          horizonDays: 28,
          meetingLink: null,
          rules: [{ weekday: 2, startTime: '09:00', endTime: '12:00' }],
          exceptions: [],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const s = await buildUser(t.deps.db, tenant);
    studentId = s.id;
    student = (await signIn(t, s)).headers;
    const book = async (tutorId: string, startsAt: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tutoring/sessions',
        headers: student,
        payload: { ...week(tutorId), startsAt },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as TTutoringSession;
    };
    bookedWithPablo = await book(pablo.id, '2027-03-16T08:00:00Z');
    await book(lucia.id, '2027-03-16T10:00:00Z');
  });

  it('refuses a version beyond its column with 400, before the database sees it', async () => {
    for (const version of [1_186_717_624_243_029, 2 ** 31, -(2 ** 31) - 1]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/tutoring/tutors/${pablo.id}`,
        headers: admin,
        payload: { isTutor: true, bio: 'Tutor', hourlyRateCents: 3000, version },
      });
      expect(res.statusCode, res.body).toBe(400);
    }
  });

  it('administrators see every session, filtered; a professor only the sessions they tutor', async () => {
    const all = (await t.app.inject({ url: '/api/admin/tutoring/sessions', headers: admin })).json().sessions;
    expect(all).toHaveLength(2);
    const byTutor = await t.app.inject({
      url: `/api/admin/tutoring/sessions?tutorId=${lucia.id}`,
      headers: admin,
    });
    expect(byTutor.json().sessions.map((s: TTutoringSession) => s.tutor.id)).toEqual([lucia.id]);
    const byStudent = await t.app.inject({
      url: `/api/admin/tutoring/sessions?studentId=${studentId}&status=booked&from=2027-03-16&to=2027-03-16`,
      headers: admin,
    });
    expect(byStudent.json().sessions).toHaveLength(2);
    const other = await t.app.inject({ url: '/api/admin/tutoring/sessions?from=2027-03-17', headers: admin });
    expect(other.json().sessions).toHaveLength(0);
    const own = (await t.app.inject({ url: '/api/admin/tutoring/sessions', headers: pablo.headers })).json()
      .sessions;
    expect(own.map((s: TTutoringSession) => s.tutor.id)).toEqual([pablo.id]);
    // The tutors' list and flags are the administrators'.
    expect(
      (await t.app.inject({ url: '/api/admin/tutoring/tutors', headers: pablo.headers })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/tutoring/sessions', headers: student })).statusCode).toBe(
      403,
    );
  });

  it('names the caller’s zone, their profile’s else the school’s, and counts the filter’s days in it', async () => {
    const list = (headers: Headers, query = '') =>
      t.app.inject({ url: `/api/admin/tutoring/sessions${query}`, headers }).then((r) => r.json());
    expect((await list(admin)).timeZone).toBe('UTC');
    expect((await list(pablo.headers)).timeZone).toBe('Europe/Madrid');
    // Lucía's session starts 2027-03-16 10:00 UTC: 2027-03-17 00:00 in Kiritimati (UTC+14); Pablo's,
    // at 08:00 UTC, is still the 16th there.
    const far = await buildUser(t.deps.db, tenant, { role: 'Administrator', timeZone: 'Pacific/Kiritimati' });
    const farHeaders = (await signIn(t, far)).headers;
    const on17 = await list(farHeaders, '?from=2027-03-17&to=2027-03-17');
    expect(on17.timeZone).toBe('Pacific/Kiritimati');
    expect(on17.sessions.map((s: TTutoringSession) => s.tutor.id)).toEqual([lucia.id]);
    const on16 = await list(farHeaders, '?from=2027-03-16&to=2027-03-16');
    expect(on16.sessions.map((s: TTutoringSession) => s.tutor.id)).toEqual([pablo.id]);
    // In UTC both are on the 16th.
    expect((await list(admin, '?from=2027-03-16&to=2027-03-16')).sessions).toHaveLength(2);
  });

  it('attendance is marked once the session started; hours count per tutor and month', async () => {
    const mark = (headers: Headers, id: string, status: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/tutoring/sessions/${id}/attendance`,
        headers,
        payload: { status },
      });
    const hoursOf = async (headers: Headers) =>
      (await t.app.inject({ url: '/api/admin/tutoring/hours?month=2027-03', headers }))
        .json()
        .tutors.map((x: { name: string; minutes: number; sessions: number }) => [
          x.name.split(' ')[0],
          x.sessions,
          x.minutes,
        ]);
    const early = await mark(admin, bookedWithPablo.id, 'attended');
    expect([early.statusCode, early.json().code]).toEqual([409, 'tutoring.not-started']);
    let moved = 0;
    const advance = (hours: number) => {
      clock.advance(hours * 3_600_000);
      moved += hours * 3_600_000;
    };
    advance(22.5); // 08:30 UTC on the 16th: Pablo's session (08:00–09:00) under way, Lucía's (10:00) to come.
    try {
      await reSignIn();
      // Lucía cannot mark Pablo's session; Pablo can.
      expect((await mark(lucia.headers, bookedWithPablo.id, 'attended')).statusCode).toBe(404);
      const done = await mark(pablo.headers, bookedWithPablo.id, 'attended');
      expect(done.json().status).toBe('attended');
      // Hours count the sessions that took place: none has ended yet.
      expect(await hoursOf(admin)).toEqual([]);
      advance(1); // 09:30: Pablo's has ended; Lucía's is still to come and is not counted.
      await reSignIn();
      expect(await hoursOf(admin)).toEqual([['Pablo', 1, 60]]);
      expect(await hoursOf(pablo.headers)).toEqual([['Pablo', 1, 60]]);
      advance(2); // 11:30: both have ended.
      await reSignIn();
      expect(await hoursOf(admin)).toEqual([
        ['Lucía', 1, 60],
        ['Pablo', 1, 60],
      ]);
      expect(await hoursOf(pablo.headers)).toHaveLength(1);
      const bad = await t.app.inject({ url: '/api/admin/tutoring/hours?month=2027-13', headers: admin });
      expect(bad.statusCode).toBe(400);
    } finally {
      clock.advance(-moved);
    }
  });
});
