import type { TTenantSettings, TTutoringSession, TTutorList } from '@puente/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn, signInNewUser } from '../../../test/sign-in.ts';
import { TestClock } from '../../../test/test-clock.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import {
  ledgerEntries,
  outboxEmails,
  type Tenant,
  tutoringSessions,
  type User,
} from '../../db/schema/index.ts';

type Headers = Record<string, string>;

// Monday 15 March 2027, 10:00 UTC; the tutor teaches weekdays 09:00–12:00 Madrid (08:00–11:00 UTC).
const clock = new TestClock('2027-03-15T10:00:00.000Z');

const availability = {
  timeZone: 'Europe/Madrid',
  bio: 'Tutora',
  languages: ['es', 'en'],
  sessionLengths: [60],
  minNoticeHours: 12,
  horizonDays: 28,
  meetingLink: 'https://meet.example.test/lucia',
  rules: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '09:00', endTime: '12:00' })),
  exceptions: [],
};

describe('tutoring and guests: the school decides whether guests book paid sessions; the holder sees and cancels them', () => {
  let tenant: Tenant;
  let tutorId: string;
  let admin: Headers;
  let master: User;
  let holder: Headers;
  let otherHolder: Headers;

  const t = useTestApp({ clock });
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db, { tutoringEnabled: true, tutoringSessionPriceCents: 2500 });
    const tutorUser = await buildUser(t.deps.db, tenant, {
      role: 'Professor',
      isTutor: true,
      firstName: 'Lucía',
    });
    tutorId = tutorUser.id;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/tutoring/availability',
      headers: (await signIn(t, tutorUser)).headers,
      payload: availability,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    admin = await signInNewUser(t, tenant, { role: 'Administrator' });
    master = await buildUser(t.deps.db, tenant, { firstName: 'Marta' });
    holder = (await signIn(t, master)).headers;
    otherHolder = await signInNewUser(t, tenant);
  });

  const newGuest = async (firstName: string) => {
    const guest = await buildUser(t.deps.db, tenant, {
      accountId: master.accountId,
      membership: 'Guest',
      firstName,
    });
    return { guest, headers: (await signIn(t, guest)).headers };
  };
  const book = (headers: Headers, startsAt: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/tutoring/sessions',
      headers,
      payload: { tutorId, startsAt, lengthMinutes: 60, timeZone: 'Europe/Madrid', note: '' },
    });
  const ledgerOf = (sessionId: string) =>
    t.deps.db
      .select({ amountCents: ledgerEntries.amountCents, requestKey: ledgerEntries.requestKey })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, master.accountId!)))
      .then((rows) => rows.filter((row) => row.requestKey?.endsWith(sessionId)));
  const setGuestsMayBookPaid = async (value: boolean) => {
    const read = (
      await t.app.inject({ url: '/api/admin/tenant-settings', headers: admin })
    ).json() as TTenantSettings;
    const { secretKeyConfigured: _c, serverProvider: _s, updatedAt: _u, ...edit } = read;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/tenant-settings',
      headers: admin,
      payload: { ...edit, guestsMayBookPaidTutoring: value },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TTenantSettings;
  };

  it('refuses a guest paid tutoring on the holder’s account until the school allows it (a setting, off by default)', async () => {
    const { guest, headers } = await newGuest('Gala');
    const settings = (await t.app.inject({ url: '/api/admin/tenant-settings', headers: admin })).json();
    expect(settings.guestsMayBookPaidTutoring).toBe(false);
    const refused = await book(headers, '2027-03-16T08:00:00.000Z');
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'tutoring.guest-paid-not-allowed']);
    const none = await t.deps.db
      .select()
      .from(tutoringSessions)
      .where(eq(tutoringSessions.studentId, guest.id));
    expect(none).toEqual([]);
    // The holder books paid sessions as before.
    expect((await book(holder, '2027-03-16T09:00:00.000Z')).statusCode).toBe(200);

    expect((await setGuestsMayBookPaid(true)).guestsMayBookPaidTutoring).toBe(true);
    // An edit that does not name the setting keeps it.
    const read = (await t.app.inject({ url: '/api/admin/tenant-settings', headers: admin })).json();
    const {
      secretKeyConfigured: _c,
      serverProvider: _s,
      updatedAt: _u,
      guestsMayBookPaidTutoring: _g,
      ...edit
    } = read;
    const kept = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/tenant-settings',
      headers: admin,
      payload: edit,
    });
    expect(kept.json().guestsMayBookPaidTutoring).toBe(true);
    const allowed = await book(headers, '2027-03-16T08:00:00.000Z');
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await ledgerOf(allowed.json().id)).toEqual([
      { amountCents: 2500, requestKey: `tutoring:${allowed.json().id}` },
    ]);
    await setGuestsMayBookPaid(false);
  });

  it('tells the booking screen whether the caller may book a paid session: a guest only while the school allows it', async () => {
    const { headers } = await newGuest('Gisela');
    const tutorsOf = async (as: Headers) => {
      const res = await t.app.inject({ url: '/api/tutoring/tutors', headers: as });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as TTutorList;
    };
    expect(await tutorsOf(headers)).toMatchObject({ canBook: true, priceCents: 2500, mayBookPaid: false });
    expect(await tutorsOf(holder)).toMatchObject({ canBook: true, mayBookPaid: true });
    await setGuestsMayBookPaid(true);
    expect(await tutorsOf(headers)).toMatchObject({ canBook: true, mayBookPaid: true });
    await setGuestsMayBookPaid(false);
    expect((await tutorsOf(headers)).mayBookPaid).toBe(false);
  });

  it('shows the holder the sessions their guests booked on the account, and lets the holder (only) cancel them', async () => {
    await setGuestsMayBookPaid(true);
    const { headers } = await newGuest('Greta');
    const booked = await book(headers, '2027-03-17T08:00:00.000Z');
    expect(booked.statusCode, booked.body).toBe(200);
    const session = booked.json() as TTutoringSession;
    const list = await t.app.inject({ url: '/api/tutoring/sessions?when=upcoming', headers: holder });
    const seen = (list.json().sessions as TTutoringSession[]).find((s) => s.id === session.id);
    expect(seen).toMatchObject({
      side: 'account',
      changeable: true,
      student: { name: expect.stringContaining('Greta') },
    });
    // Another account's holder neither sees nor cancels it.
    const elsewhere = await t.app.inject({
      url: '/api/tutoring/sessions?when=upcoming',
      headers: otherHolder,
    });
    expect((elsewhere.json().sessions as TTutoringSession[]).map((s) => s.id)).not.toContain(session.id);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/tutoring/sessions/${session.id}/cancel`,
      headers: otherHolder,
    });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'tutoring.session-not-found']);
    // The holder may not move it (that stays the guest's), but cancels it: the charge is reversed.
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/tutoring/sessions/${session.id}/reschedule`,
      headers: holder,
      payload: { startsAt: '2027-03-17T09:00:00.000Z' },
    });
    expect(moved.statusCode).toBe(404);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/tutoring/sessions/${session.id}/cancel`,
      headers: holder,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', side: 'account' });
    expect((await ledgerOf(session.id)).map((row) => row.amountCents).sort()).toEqual([-2500, 2500]);
    await setGuestsMayBookPaid(false);
  });

  it('removing a guest cancels their sessions still to come, reverses their charges and tells the tutor', async () => {
    await setGuestsMayBookPaid(true);
    const { guest, headers } = await newGuest('Gema');
    const first = (await book(headers, '2027-03-18T08:00:00.000Z')).json() as TTutoringSession;
    const second = (await book(headers, '2027-03-19T08:00:00.000Z')).json() as TTutoringSession;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/guests/${guest.id}`,
      headers: holder,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const rows = await t.deps.db
      .select()
      .from(tutoringSessions)
      .where(eq(tutoringSessions.studentId, guest.id));
    expect(rows.map((row) => [row.id, row.status, row.cancelledBy]).sort()).toEqual(
      [
        [first.id, 'cancelled', master.id],
        [second.id, 'cancelled', master.id],
      ].sort(),
    );
    for (const session of [first, second]) {
      expect(await ledgerOf(session.id)).toEqual(
        expect.arrayContaining([
          { amountCents: 2500, requestKey: `tutoring:${session.id}` },
          { amountCents: -2500, requestKey: `tutoring-reversal:${session.id}` },
        ]),
      );
    }
    const mails = await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.tenantId, tenant.id));
    expect(mails.filter((mail) => /cancelada|cancelled/i.test(mail.subject)).length).toBeGreaterThanOrEqual(
      4,
    );
    // The slots are free again.
    expect((await book(holder, '2027-03-18T08:00:00.000Z')).statusCode).toBe(200);
    await setGuestsMayBookPaid(false);
  });
});
