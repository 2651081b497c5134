import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SchoolFixture } from '../../../test/learning-kit.ts';
import { signInNewUser } from '../../../test/sign-in.ts';
import { MINUTE, TestClock } from '../../../test/test-clock.ts';
import { useTwoSchools } from '../../../test/use-school.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { audioPositions, chapters, courses } from '../../db/schema/index.ts';

describe('MP3 course (audio lessons and where the student stopped)', () => {
  let other$: Record<string, string>;
  const clock = new TestClock();
  /** The sample package's audio lesson ("Lesson two") of a school, given a file. */
  const audioLessonOf = async (school: SchoolFixture) => {
    const [lesson] = await t.deps.db
      .update(chapters)
      .set({ streamOrigin: '/audio/en/lessons/lesson-2.mp3' })
      .where(and(eq(chapters.courseId, school.courseId), eq(chapters.viewMode, 'audio')))
      .returning();
    return lesson!.id;
  };
  let lessonA: string;
  let lessonB: string;

  const t = useTestApp({ clock });
  const { a, b } = useTwoSchools(t);
  beforeAll(async () => {
    lessonA = await audioLessonOf(a);
    lessonB = await audioLessonOf(b);
    other$ = await signInNewUser(t, a.tenant);
  });

  const put = (headers: Record<string, string>, id: string, positionMs: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/audio-positions/${id}`, headers, payload: { positionMs } });
  const playlist = (headers: Record<string, string>, id: string) =>
    t.app.inject({ url: `/api/audio-courses/${id}`, headers });

  it("refuses, in the database, a position that names another tenant's student", async () => {
    const write = t.deps.db.insert(audioPositions).values({
      tenantId: a.tenant.id,
      userId: b.student.id,
      chapterId: lessonA,
      positionMs: 1000,
      updatedAt: clock.now(),
    });
    await expect(write).rejects.toMatchObject({ cause: { constraint: 'audio_positions_user_fk' } });
  });

  it('lists the published courses that have audio lessons with a file', async () => {
    const res = await t.app.inject({ url: '/api/audio-courses', headers: a.student$ });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: a.courseId,
        title: { es: 'Curso de prueba', en: 'Sample course' },
        level: 'A1',
        lessonCount: 1,
        enrolled: false,
      },
    ]);
  });

  it("gives the course's audio lessons as a playlist, not yet played", async () => {
    const res = await playlist(a.student$, a.courseId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: a.courseId,
      lessons: [
        {
          id: lessonA,
          title: { es: 'Lección dos', en: 'Lesson two' },
          streamOrigin: '/audio/en/lessons/lesson-2.mp3',
          positionMs: 0,
          positionUpdatedAt: null,
        },
      ],
    });
  });

  it('keeps the position and gives it back with the playlist; a later save replaces it', async () => {
    const first = await put(a.student$, lessonA, 12_500);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      chapterId: lessonA,
      positionMs: 12_500,
      updatedAt: clock.now().toISOString(),
    });
    clock.advance(MINUTE);
    expect((await put(a.student$, lessonA, 31_000)).statusCode).toBe(200);
    const [lesson] = (await playlist(a.student$, a.courseId)).json().lessons;
    expect(lesson).toMatchObject({ positionMs: 31_000, positionUpdatedAt: clock.now().toISOString() });
    const rows = await t.deps.db.select().from(audioPositions).where(eq(audioPositions.chapterId, lessonA));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tenantId: a.tenant.id, userId: a.student.id });
  });

  it("does not show another student's position", async () => {
    const [lesson] = (await playlist(other$, a.courseId)).json().lessons;
    expect(lesson).toMatchObject({ positionMs: 0, positionUpdatedAt: null });
  });

  it('answers 404 chapter.mp3-not-found for an unknown, unpublished, audio-less or foreign course', async () => {
    const [draft] = await t.deps.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.tenantId, a.tenant.id), eq(courses.key, 'draft-course')));
    const notFound = async (id: string) => {
      const res = await playlist(a.student$, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('chapter.mp3-not-found');
    };
    for (const id of ['0196b3a2-0000-7000-8000-00000000abcd', draft!.id, b.courseId]) await notFound(id);
    // Unpublished: hidden from students (and its lessons' positions cannot be saved), not from staff.
    await t.deps.db.update(courses).set({ published: false }).where(eq(courses.id, a.courseId));
    await notFound(a.courseId);
    expect((await put(a.student$, lessonA, 1000)).statusCode).toBe(404);
    expect((await playlist(a.staff$, a.courseId)).statusCode).toBe(200);
    await t.deps.db.update(courses).set({ published: true }).where(eq(courses.id, a.courseId));
    const reading = await t.deps.db
      .select({ id: chapters.id })
      .from(chapters)
      .where(and(eq(chapters.courseId, a.courseId), eq(chapters.viewMode, 'reading')));
    for (const id of [lessonB, reading[0]!.id]) {
      const res = await put(a.student$, id, 1000);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('chapter.mp3-not-found');
    }
    const rows = await t.deps.db.select().from(audioPositions).where(eq(audioPositions.chapterId, lessonB));
    expect(rows).toEqual([]);
  });

  it('refuses a negative, fractional or too long position with a clear error', async () => {
    for (const bad of [-1, 1.5, 25 * 60 * MINUTE, 'x']) {
      const res = await put(a.student$, lessonA, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBeTruthy();
    }
  });

  it('requires sign-in', async () => {
    const res = await t.app.inject({ url: '/api/audio-courses', headers: { host: a.student$.host! } });
    expect(res.statusCode).toBe(401);
  });
});
