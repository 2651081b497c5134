import { RECORDING_MAX_BYTES, RECORDINGS_PER_HOUR, type TTutoringRecording } from '@puente/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { multipart, ogg, PNG_1X1, wav, webm } from '../../../../test/media-samples.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { TestClock } from '../../../../test/test-clock.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import {
  type Tenant,
  tenants,
  tutoringRecordings,
  tutoringSessions,
  type User,
  users,
} from '../../../db/schema/index.ts';

type Headers = Record<string, string>;

const clock = new TestClock('2027-03-15T10:00:00.000Z');

describe('recordings a student sends to their tutor', () => {
  const t = useTestApp({ clock });
  let tenant: Tenant;
  let tutor: User;
  let otherTutor: User;
  let student: User;
  let guest: User;
  const h: Record<'tutor' | 'otherTutor' | 'student' | 'guest' | 'stranger' | 'admin', Headers> = {} as never;

  const session = async (
    studentId: string,
    tutorId: string,
    startsAt: string,
    status: 'booked' | 'cancelled' = 'booked',
  ) => {
    const start = new Date(startsAt);
    const [row] = await t.deps.db
      .insert(tutoringSessions)
      .values({
        tenantId: tenant.id,
        tutorId,
        studentId,
        startsAt: start,
        endsAt: new Date(start.getTime() + 3_600_000),
        studentTimeZone: 'America/Bogota',
        status,
      })
      .returning();
    return row!;
  };

  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db, { tutoringEnabled: true });
    tutor = await buildUser(t.deps.db, tenant, {
      role: 'Professor',
      isTutor: true,
      firstName: 'Pablo',
      lastName: 'Tutor',
    });
    otherTutor = await buildUser(t.deps.db, tenant, { role: 'Professor', isTutor: true, firstName: 'Otro' });
    student = await buildUser(t.deps.db, tenant, { firstName: 'Ana', lastName: 'Alumna' });
    guest = await buildUser(t.deps.db, tenant, {
      accountId: student.accountId,
      membership: 'Guest',
      firstName: 'Gala',
    });
    const stranger = await buildUser(t.deps.db, tenant, { firstName: 'Sara' });
    const admin = await buildUser(t.deps.db, tenant, { role: 'Administrator' });
    // A past session and an upcoming one with the tutor; a cancelled one with the other tutor.
    await session(student.id, tutor.id, '2027-03-01T15:00:00.000Z');
    await session(student.id, tutor.id, '2027-03-20T15:00:00.000Z');
    await session(student.id, otherTutor.id, '2027-03-22T15:00:00.000Z', 'cancelled');
    await session(guest.id, tutor.id, '2027-03-21T15:00:00.000Z');
    h.tutor = (await signIn(t, tutor)).headers;
    h.otherTutor = (await signIn(t, otherTutor)).headers;
    h.student = (await signIn(t, student)).headers;
    h.guest = (await signIn(t, guest)).headers;
    h.stranger = (await signIn(t, stranger)).headers;
    h.admin = (await signIn(t, admin)).headers;
  });

  const fields = (extra: Record<string, string> = {}) => ({
    tutorId: tutor.id,
    text: 'How are you today?',
    note: '¿Suena bien la entonación?',
    durationMs: '3200',
    ...extra,
  });
  const send = (
    headers: Headers,
    file: { data: Buffer; filename: string; contentType: string } | null = {
      data: webm(4000),
      filename: 'recording.webm',
      contentType: 'audio/webm;codecs=opus',
    },
    extra: Record<string, string> = {},
  ) => {
    const body = multipart(file, fields(extra));
    return t.app.inject({
      method: 'POST',
      url: '/api/tutoring/recordings',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const list = async (headers: Headers, which: 'sent' | 'received') => {
    const res = await t.app.inject({ url: `/api/tutoring/recordings/${which}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().recordings as TTutoringRecording[];
  };

  it('lists as recipients the tutors of the student’s sessions, past or upcoming, not cancelled ones', async () => {
    const res = await t.app.inject({ url: '/api/tutoring/recordings/recipients', headers: h.student });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tutors).toEqual([
      { id: tutor.id, name: 'Pablo Tutor', lastSessionAt: '2027-03-20T15:00:00.000Z' },
    ]);
    const none = await t.app.inject({ url: '/api/tutoring/recordings/recipients', headers: h.stranger });
    expect(none.json().tutors).toEqual([]);
  });

  it('stores a sent recording for the student and the tutor: listed with names, text, note and date, played whole and by range', async () => {
    const data = webm(4000);
    const res = await send(
      h.student,
      { data, filename: 'grabación.webm', contentType: 'audio/webm' },
      {
        cardId: '0195f0c0-0000-7000-8000-000000000001',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json() as TTutoringRecording;
    expect(sent).toMatchObject({
      student: { id: student.id, name: 'Ana Alumna' },
      tutor: { id: tutor.id, name: 'Pablo Tutor' },
      text: 'How are you today?',
      cardId: '0195f0c0-0000-7000-8000-000000000001',
      note: '¿Suena bien la entonación?',
      mime: 'audio/webm',
      size: data.length,
      durationMs: 3200,
      createdAt: clock.now().toISOString(),
      listenedAt: null,
    });
    expect((await list(h.tutor, 'received')).map((r) => r.id)).toContain(sent.id);
    expect((await list(h.student, 'sent')).map((r) => r.id)).toContain(sent.id);
    expect(await list(h.otherTutor, 'received')).toEqual([]);

    for (const headers of [h.tutor, h.student]) {
      const whole = await t.app.inject({ url: sent.contentUrl, headers });
      expect([whole.statusCode, whole.headers['content-type']]).toEqual([200, 'audio/webm']);
      expect(whole.rawPayload.equals(data)).toBe(true);
      const part = await t.app.inject({
        url: sent.contentUrl,
        headers: { ...headers, range: 'bytes=10-19' },
      });
      expect([part.statusCode, part.headers['content-range']]).toEqual([206, `bytes 10-19/${data.length}`]);
      expect(part.rawPayload.equals(data.subarray(10, 20))).toBe(true);
    }
    const outside = await t.app.inject({
      url: sent.contentUrl,
      headers: { ...h.tutor, range: 'bytes=99999-' },
    });
    expect(outside.statusCode).toBe(416);
  });

  it('serves the audio to no one else: another student, another tutor, the account holder of a guest, staff', async () => {
    const fromGuest = await send(h.guest);
    expect(fromGuest.statusCode, fromGuest.body).toBe(201);
    const { contentUrl, id } = fromGuest.json() as TTutoringRecording;
    // The account holder (the guest's host) sees the guest's sessions but not their recordings.
    for (const headers of [h.student, h.stranger, h.otherTutor]) {
      const res = await t.app.inject({ url: contentUrl, headers });
      expect([res.statusCode, res.json().code]).toEqual([404, 'tutoring.recording-not-found']);
    }
    expect((await t.app.inject({ url: contentUrl, headers: h.admin })).statusCode).toBe(403);
    expect((await list(h.student, 'sent')).map((r) => r.id)).not.toContain(id);
    expect((await t.app.inject({ url: contentUrl, headers: h.tutor })).statusCode).toBe(200);
  });

  it('decides the type from the bytes: WebM and Ogg are taken, an image or a WAV is refused whatever it says', async () => {
    const oggSent = await send(h.student, { data: ogg(800), filename: 'r.ogg', contentType: 'audio/ogg' });
    expect([oggSent.statusCode, oggSent.json().mime]).toEqual([201, 'audio/ogg']);
    for (const file of [
      { data: PNG_1X1, filename: 'r.webm', contentType: 'audio/webm' },
      { data: wav(2000), filename: 'r.webm', contentType: 'audio/webm' },
      { data: webm(800), filename: 'r.png', contentType: 'image/png' },
      { data: Buffer.from('<html>not audio</html>'), filename: 'r.webm', contentType: 'audio/webm' },
    ]) {
      const res = await send(h.student, file);
      expect([res.statusCode, res.json().code]).toEqual([415, 'tutoring.recording-unsupported-type']);
    }
  });

  it('refuses a recording over 2 MB or over 20 s, a missing or empty file and bad fields, storing nothing', async () => {
    const before = (await list(h.student, 'sent')).length;
    const big = await send(h.student, {
      data: webm(RECORDING_MAX_BYTES + 1),
      filename: 'r.webm',
      contentType: 'audio/webm',
    });
    expect([big.statusCode, big.json().code]).toEqual([413, 'tutoring.recording-too-large']);
    const long = await send(h.student, undefined, { durationMs: '25000' });
    expect([long.statusCode, long.json().code]).toEqual([400, 'tutoring.recording-too-long']);
    const noFile = await send(h.student, null);
    expect([noFile.statusCode, noFile.json().code]).toEqual([400, 'tutoring.recording-missing-file']);
    const empty = await send(h.student, {
      data: Buffer.alloc(0),
      filename: 'r.webm',
      contentType: 'audio/webm',
    });
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'tutoring.recording-empty']);
    const badFields = await send(h.student, undefined, { tutorId: 'nope', text: '' });
    expect([badFields.statusCode, badFields.json().code]).toEqual([400, 'system.invalid-input']);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/tutoring/recordings',
      headers: h.student,
      payload: { tutorId: tutor.id },
    });
    expect([json.statusCode, json.json().code]).toEqual([400, 'tutoring.recording-missing-file']);
    expect(await list(h.student, 'sent')).toHaveLength(before);
    expect(t.serverErrors).toEqual([]);
  });

  it('sends only to a tutor of the student’s own (not cancelled) sessions', async () => {
    for (const tutorId of [otherTutor.id, student.id, '0195f0c0-0000-7000-8000-000000000009']) {
      const res = await send(h.student, undefined, { tutorId });
      expect([res.statusCode, res.json().code]).toEqual([404, 'tutoring.tutor-not-found']);
    }
    const stranger = await send(h.stranger);
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'tutoring.tutor-not-found']);
  });

  it('lets the tutor mark a recording listened (once: the first time stays); no one else may', async () => {
    const { id } = (await send(h.student)).json() as TTutoringRecording;
    const mark = (headers: Headers) =>
      t.app.inject({ method: 'POST', url: `/api/tutoring/recordings/${id}/listened`, headers });
    const marked = await mark(h.tutor);
    expect([marked.statusCode, marked.json().listenedAt]).toEqual([200, clock.now().toISOString()]);
    clock.advance(60_000);
    expect((await mark(h.tutor)).json().listenedAt).toBe(marked.json().listenedAt);
    clock.advance(-60_000);
    expect((await mark(h.otherTutor)).statusCode).toBe(404);
    expect((await mark(h.student)).statusCode).toBe(403);
    const seen = (await list(h.student, 'sent')).find((r) => r.id === id);
    expect(seen?.listenedAt).toBe(marked.json().listenedAt);
  });

  it('lets the student delete what they sent: gone for the tutor, the audio too; not someone else’s', async () => {
    const sent = (await send(h.student)).json() as TTutoringRecording;
    const [row] = await t.deps.db
      .select({ key: tutoringRecordings.storageKey })
      .from(tutoringRecordings)
      .where(eq(tutoringRecordings.id, sent.id));
    const remove = (headers: Headers) =>
      t.app.inject({ method: 'DELETE', url: `/api/tutoring/recordings/${sent.id}`, headers });
    expect((await remove(h.guest)).statusCode).toBe(404);
    expect((await remove(h.tutor)).statusCode).toBe(403);
    const deleted = await remove(h.student);
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { id: sent.id }]);
    expect((await list(h.tutor, 'received')).map((r) => r.id)).not.toContain(sent.id);
    expect((await t.app.inject({ url: sent.contentUrl, headers: h.tutor })).statusCode).toBe(404);
    await expect(t.deps.mediaStorage.read(row!.key)).rejects.toThrow();
    expect((await remove(h.student)).statusCode).toBe(404);
  });

  it('refuses sending and deleting to an administrator acting as the student, who may still read the list', async () => {
    const { id } = (await send(h.student)).json() as TTutoringRecording;
    const acting = await t.app.inject({
      method: 'POST',
      url: `/api/authentication/impersonate/${student.id}`,
      headers: h.admin,
    });
    expect(acting.statusCode, acting.body).toBe(200);
    const headers = { ...h.admin, authorization: `Bearer ${acting.json().tokenId}` };
    const sent = await send(headers);
    expect([sent.statusCode, sent.json().code]).toEqual([403, 'system.forbidden']);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/tutoring/recordings/${id}`, headers });
    expect([deleted.statusCode, deleted.json().code]).toEqual([403, 'system.forbidden']);
    expect((await list(headers, 'sent')).map((r) => r.id)).toContain(id);
  });

  it('refuses sending when tutoring is off in the school', async () => {
    await t.deps.db.update(tenants).set({ tutoringEnabled: false }).where(eq(tenants.id, tenant.id));
    try {
      const res = await send(h.student);
      expect([res.statusCode, res.json().code]).toEqual([403, 'tutoring.disabled']);
      const recipients = await t.app.inject({
        url: '/api/tutoring/recordings/recipients',
        headers: h.student,
      });
      expect(recipients.json().tutors).toEqual([]);
      expect(
        (await t.app.inject({ url: '/api/tutoring/recordings/received', headers: h.tutor })).statusCode,
      ).toBe(200);
    } finally {
      await t.deps.db.update(tenants).set({ tutoringEnabled: true }).where(eq(tenants.id, tenant.id));
    }
  });

  it(`answers 429 past ${RECORDINGS_PER_HOUR} recordings in an hour`, async () => {
    const busy = await buildUser(t.deps.db, tenant, { firstName: 'Bruno' });
    await session(busy.id, tutor.id, '2027-03-25T15:00:00.000Z');
    const headers = (await signIn(t, busy)).headers;
    await t.deps.db.insert(tutoringRecordings).values(
      Array.from({ length: RECORDINGS_PER_HOUR }, (_, i) => ({
        tenantId: tenant.id,
        studentId: busy.id,
        tutorId: tutor.id,
        practisedText: `Frase ${i}`,
        mime: 'audio/webm',
        size: 10,
        durationMs: 1000,
        storageKey: `${tenant.id}/recordings/none-${i}.webm`,
        createdAt: new Date(clock.now().getTime() - 30 * 60_000),
      })),
    );
    const res = await send(headers);
    expect([res.statusCode, res.json().code]).toEqual([429, 'tutoring.recording-rate-limited']);
    clock.advance(31 * 60_000);
    try {
      expect((await send(headers)).statusCode).toBe(201);
    } finally {
      clock.advance(-31 * 60_000);
    }
  });

  it('a deleted student’s recordings are gone for the tutor', async () => {
    const leaving = await buildUser(t.deps.db, tenant, { firstName: 'Lola' });
    await session(leaving.id, tutor.id, '2027-03-26T15:00:00.000Z');
    const { id, contentUrl } = (await send((await signIn(t, leaving)).headers)).json() as TTutoringRecording;
    await t.deps.db.update(users).set({ deletedAt: clock.now() }).where(eq(users.id, leaving.id));
    expect((await list(h.tutor, 'received')).map((r) => r.id)).not.toContain(id);
    expect((await t.app.inject({ url: contentUrl, headers: h.tutor })).statusCode).toBe(404);
  });

  it('keeps each school’s recordings to itself', async () => {
    const { id, contentUrl } = (await send(h.student)).json() as TTutoringRecording;
    const school = await buildTenant(t.deps.db, { tutoringEnabled: true });
    const theirTutor = await buildUser(t.deps.db, school, { role: 'Professor', isTutor: true });
    const theirs = (await signIn(t, theirTutor)).headers;
    expect(await list(theirs, 'received')).toEqual([]);
    expect((await t.app.inject({ url: contentUrl, headers: theirs })).statusCode).toBe(404);
    const mark = await t.app.inject({
      method: 'POST',
      url: `/api/tutoring/recordings/${id}/listened`,
      headers: theirs,
    });
    expect(mark.statusCode).toBe(404);
    // The other school's token on this school's host is no session here.
    const crossed = await t.app.inject({ url: contentUrl, headers: { ...theirs, host: h.tutor.host! } });
    expect(crossed.statusCode).toBe(401);
  });
});
