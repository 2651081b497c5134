import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTwoSchools } from '../../../../test/use-school.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { chapters } from '../../../db/schema/index.ts';

describe('GET /api/wizards/summary', () => {
  const t = useTestApp();
  const { a, b } = useTwoSchools(t);

  const summary = async (headers = a.staff$) => {
    const res = await t.app.inject({ url: '/api/wizards/summary', headers });
    expect(res.statusCode).toBe(200);
    return new Map(res.json().resources.map((r: { resource: string }) => [r.resource, r])) as Map<
      string,
      {
        count: number;
        recent: { id: string; name: { es: string }; updatedBy: { name: string } | null; deleted: boolean }[];
      }
    >;
  };

  it('counts live items per resource and names the last changes and who made them', async () => {
    const before = await summary();
    expect([...before.keys()]).toEqual([
      'courses',
      'chapters',
      'exercises',
      'exams',
      'carousels',
      'review-lessons',
      'dictionary-words',
      'dictionary-categories',
      'dictionary-phrases',
      'video-lessons',
      'audio-lessons',
    ]);
    expect(before.get('dictionary-words')).toMatchObject({ count: 0, recent: [] });
    expect(before.get('courses')!.count).toBe(2);
    expect(before.get('chapters')!.count).toBe(2);
    expect(before.get('exercises')!.count).toBe(6);
    expect(before.get('carousels')).toMatchObject({ count: 0, recent: [] });
    // Imported content was changed by nobody in particular.
    expect(before.get('courses')!.recent[0]!.updatedBy).toBeNull();

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: a.staff$,
      payload: {
        title: { es: 'Curso reciente', en: 'Recent course' },
        description: { es: 'Nuevo', en: 'New' },
        level: 'B1',
        order: 3,
        locale: 'es',
      },
    });
    await t.app.inject({ method: 'DELETE', url: `/api/courses/${a.courseId}`, headers: a.staff$ });
    const after = await summary();
    const courses = after.get('courses')!;
    expect(courses.count).toBe(2);
    expect(courses.recent.slice(0, 2)).toEqual([
      expect.objectContaining({
        id: a.courseId,
        deleted: true,
        updatedBy: { id: a.staff.id, name: expect.any(String) },
      }),
      expect.objectContaining({ id: added.json().id, name: { es: 'Curso reciente', en: 'Recent course' } }),
    ]);
    expect(courses.recent[1]!.updatedBy!.name).toBe(`${a.staff.firstName} ${a.staff.lastName}`);
    expect(courses.recent.length).toBeLessThanOrEqual(5);
    // The other school sees only its own.
    expect((await summary(b.staff$)).get('courses')!.recent.map((r) => r.id)).not.toContain(added.json().id);
    expect((await t.app.inject({ url: '/api/wizards/summary', headers: a.student$ })).statusCode).toBe(403);
  });

  it('counts the school’s own dictionary words, not the shared ones', async () => {
    const word = await t.app.inject({
      method: 'POST',
      url: '/api/dictionary/words',
      headers: a.staff$,
      payload: { headword: 'kiwi', partOfSpeech: 'noun', senses: [{ translations: ['kiwi'] }] },
    });
    expect(word.statusCode, word.body).toBe(201);
    const words = (await summary()).get('dictionary-words')!;
    expect(words.count).toBe(1);
    expect(words.recent[0]).toMatchObject({ name: { es: 'kiwi', en: 'kiwi' }, deleted: false });
    expect((await summary(b.staff$)).get('dictionary-words')!.count).toBe(0);
  });

  it('counts the video and the audio lessons apart: lessons of that kind, not every lesson', async () => {
    // The sample course has a reading lesson and an audio lesson.
    const before = await summary();
    expect(before.get('chapters')!.count).toBe(2);
    expect(before.get('video-lessons')).toMatchObject({ count: 0, recent: [] });
    expect(before.get('audio-lessons')!.count).toBe(1);
    expect(before.get('audio-lessons')!.recent.map((r) => r.name.es)).toEqual(['Lección dos']);
    // The reading lesson becomes a video lesson.
    await t.deps.db
      .update(chapters)
      .set({ viewMode: 'video', updatedAt: new Date() })
      .where(and(eq(chapters.tenantId, a.tenant.id), eq(chapters.key, 'lesson-1')));
    const after = await summary();
    expect(after.get('video-lessons')!.count).toBe(1);
    expect(after.get('video-lessons')!.recent.map((r) => r.name.es)).toEqual(['Lección uno']);
    expect(after.get('audio-lessons')!.count).toBe(1);
    // The other school's lessons are its own.
    expect((await summary(b.staff$)).get('video-lessons')!.count).toBe(0);
  });
});
