import type { TChapterInput } from '@puente/shared';
import { describe, expect, it } from 'vitest';
import { useTwoSchools } from '../../../../test/use-school.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';

describe('chapters resource (staff wizards)', () => {
  const t = useTestApp();
  const { a, b } = useTwoSchools(t);

  const chapter = (overrides: Partial<TChapterInput> = {}): TChapterInput => ({
    courseId: a.courseId,
    title: { es: 'En el restaurante', en: 'At the restaurant' },
    viewMode: 'video',
    streamOrigin: 'https://video.example.org/restaurante.mp4',
    body: 'Para pedir en inglés se usa «I would like…».',
    transcript: 'I would like the soup, please.',
    vocabulary: [{ en: 'soup', es: 'sopa', example: 'The soup is hot.' }],
    ...overrides,
  });
  type Call = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD'; url: string; payload?: unknown };
  const call = (c: Call, headers = a.staff$) =>
    t.app.inject({ method: c.method ?? 'GET', url: c.url, headers, payload: c.payload as object });
  const add = (payload: unknown, headers = a.staff$) =>
    call({ method: 'POST', url: '/api/chapters', payload }, headers);

  it('adds a video lesson at the end of its course; students see it in the course', async () => {
    const added = await add(chapter());
    expect(added.statusCode).toBe(201);
    const item = added.json();
    expect(item).toMatchObject({
      version: 1,
      courseId: a.courseId,
      position: 3,
      assigned: true,
      viewMode: 'video',
    });
    const view = await call({ url: `/api/chapters/${item.id}` });
    expect(view.json()).toMatchObject({
      id: item.id,
      version: 1,
      assigned: true,
      vocabulary: item.vocabulary,
    });
    const course = (await call({ url: `/api/courses/${a.courseId}` }, a.student$)).json();
    expect(course.lessons.map((l: { id: string }) => l.id)).toContain(item.id);
    const page = (await call({ url: `/api/chapters?courseId=${a.courseId}&SearchValue=restaurante` })).json();
    expect(page).toEqual({ items: [expect.objectContaining({ id: item.id })], total: 1 });
    expect((await call({ url: `/api/chapters?courseId=${a.courseId}` })).json().total).toBe(3);
  });

  it('adds an audio lesson read from its transcript, or with its own stream', async () => {
    const spoken = await add(
      chapter({ title: { es: 'Audio leído', en: 'Read audio' }, viewMode: 'audio', streamOrigin: '' }),
    );
    expect(spoken.statusCode).toBe(201);
    const uploaded = await add(
      chapter({
        title: { es: 'Audio subido', en: 'Uploaded audio' },
        viewMode: 'audio',
        streamOrigin: '0196b3a2-1111-7000-8000-000000000000',
        transcript: '',
      }),
    );
    expect(uploaded.statusCode).toBe(201);
  });

  it('lists the lessons of one view mode, and the unassigned ones', async () => {
    const course = `courseId=${b.courseId}`;
    const audio = (
      await add(
        chapter({
          courseId: b.courseId,
          title: { es: 'Escuchar la radio', en: 'Listening to the radio' },
          viewMode: 'audio',
        }),
        b.staff$,
      )
    ).json();
    const list = async (query: string) =>
      (await call({ url: `/api/chapters?${course}&${query}` }, b.staff$)).json() as {
        items: { id: string; viewMode: string; assigned: boolean }[];
        total: number;
      };
    const audios = await list('viewMode=audio');
    expect(audios.items.map((item) => item.id)).toContain(audio.id);
    expect(audios.items.every((item) => item.viewMode === 'audio')).toBe(true);
    const all = (await list('Take=100')).total;
    expect((await list('viewMode=video')).total + (await list('viewMode=reading')).total + audios.total).toBe(
      all,
    );
    expect((await list('assigned=false')).total).toBe(0);
    const unassigned = await call(
      { method: 'DELETE', url: `/api/courses/${b.courseId}/chapters/${audio.id}` },
      b.staff$,
    );
    expect(unassigned.statusCode).toBe(200);
    expect((await list('assigned=false')).items).toEqual([expect.objectContaining({ id: audio.id })]);
    expect((await list('assigned=true')).total).toBe(all - 1);
    expect((await call({ url: `/api/chapters?viewMode=podcast` }, b.staff$)).statusCode).toBe(400);
  });

  it('answers each lesson validation code keyed by field', async () => {
    const res = await add({
      ...chapter(),
      courseId: '',
      title: { es: '', en: 'x' },
      viewMode: '',
      streamOrigin: '',
    });
    expect(res.statusCode).toBe(400);
    const byField = Object.fromEntries(
      res.json().errorInfo.ModelState.map((e: { field: string; Code: string }) => [e.field, e.Code]),
    );
    expect(byField).toMatchObject({
      courseId: 'chapter.empty-course-id',
      'title.es': 'chapter.empty-name',
      viewMode: 'chapter.empty-view-mode',
    });
    const noStream = await add({
      ...chapter({ title: { es: 'Sin video', en: 'No video' } }),
      streamOrigin: '',
    });
    expect(noStream.json().errorInfo.ModelState).toEqual([
      expect.objectContaining({ field: 'streamOrigin', Code: 'chapter.empty-stream-origin' }),
    ]);
    const silentAudio = await add({
      ...chapter({ title: { es: 'Mudo', en: 'Silent' } }),
      viewMode: 'audio',
      streamOrigin: '',
      transcript: '',
    });
    expect(silentAudio.json().errorInfo.ModelState[0].Code).toBe('chapter.empty-stream-origin');
    const badWord = await add({ ...chapter(), vocabulary: [{ en: '', es: 'sopa', example: 'x' }] });
    expect(badWord.json().errorInfo.ModelState[0]).toMatchObject({
      field: 'vocabulary.0.en',
      Parent: 'vocabulary.0',
    });
    const foreignCourse = await add(chapter({ courseId: b.courseId }));
    expect(foreignCourse.statusCode).toBe(404);
    expect(foreignCourse.json().code).toBe('course.not-found');
  });

  it('refuses a duplicate title in the same course (check and index), not in another', async () => {
    const check = (value: string, courseId: string, id = '') =>
      call({
        method: 'HEAD',
        url: `/api/chapters/title/check?value=${encodeURIComponent(value)}&courseId=${courseId}${id && `&id=${id}`}`,
      });
    expect((await check('LECCION UNO', a.courseId)).statusCode).toBe(409);
    const other = (
      await call({
        method: 'POST',
        url: '/api/courses',
        payload: {
          title: { es: 'Otro curso', en: 'Another course' },
          description: { es: 'Otro', en: 'Another' },
          level: 'A1',
          order: 9,
          locale: 'es',
        },
      })
    ).json();
    expect((await check('Lección uno', other.id)).statusCode).toBe(200);
    const duplicate = await add(chapter({ title: { es: 'Lección uno', en: 'Lesson one again' } }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errorInfo.ModelState[0]).toMatchObject({ field: 'title.es', Code: 'duplicate' });
  });

  it('edits with its version (stale refused), soft-deletes and recovers', async () => {
    const item = (await add(chapter({ title: { es: 'Editable', en: 'Editable' } }))).json();
    const edit = (version: number, transcript: string) =>
      call({
        method: 'PUT',
        url: `/api/chapters/${item.id}`,
        payload: { ...chapter({ title: item.title }), transcript, version },
      });
    expect((await edit(1, 'Hello.')).json()).toMatchObject({ version: 2, transcript: 'Hello.' });
    const stale = await edit(1, 'Bye.');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale');
    const moved = await call({
      method: 'PUT',
      url: `/api/chapters/${item.id}`,
      payload: { ...chapter({ title: item.title, courseId: b.courseId }), version: 2 },
    });
    expect(moved.json().errorInfo.ModelState[0].field).toBe('courseId');

    expect((await call({ method: 'DELETE', url: `/api/chapters/${item.id}` })).statusCode).toBe(204);
    expect((await call({ url: `/api/chapters/${item.id}` }, a.student$)).statusCode).toBe(404);
    expect((await call({ method: 'DELETE', url: `/api/chapters/${item.id}` })).json().code).toBe(
      'chapter.not-found',
    );
    expect((await edit(3, 'x')).json().code).toBe('chapter.not-found');
    const deleted = (await call({ url: `/api/chapters?deleted=true&courseId=${a.courseId}` })).json();
    expect(deleted.items.map((c: { id: string }) => c.id)).toEqual([item.id]);
    // Its title is free while it is deleted; recovering it then collides.
    const taken = await add(chapter({ title: { es: 'editable', en: 'Editable two' } }));
    expect(taken.statusCode).toBe(201);
    const collide = await call({ method: 'POST', url: `/api/chapters/recover/${item.id}` });
    expect(collide.statusCode).toBe(409);
    expect(collide.json().code).toBe('duplicate');
    await call({ method: 'DELETE', url: `/api/chapters/${taken.json().id}` });
    const recovered = await call({ method: 'POST', url: `/api/chapters/recover/${item.id}` });
    expect(recovered.json()).toMatchObject({ id: item.id, deletedAt: null, version: 4 });
  });

  it('is for staff of the tenant only', async () => {
    const item = (await add(chapter({ title: { es: 'Solo personal', en: 'Staff only' } }))).json();
    for (const c of [
      { url: '/api/chapters' },
      { method: 'POST' as const, url: '/api/chapters', payload: chapter() },
      { method: 'PUT' as const, url: `/api/chapters/${item.id}`, payload: { ...chapter(), version: 1 } },
      { method: 'DELETE' as const, url: `/api/chapters/${item.id}` },
      { method: 'POST' as const, url: `/api/chapters/recover/${item.id}` },
      { method: 'HEAD' as const, url: `/api/chapters/title/check?value=x&courseId=${a.courseId}` },
    ]) {
      expect((await call(c, a.student$)).statusCode, c.url).toBe(403);
    }
    const view = (await call({ url: `/api/chapters/${item.id}` }, a.student$)).json();
    expect(view.version).toBeUndefined();
    for (const c of [
      { url: `/api/chapters/${item.id}` },
      { method: 'PUT' as const, url: `/api/chapters/${item.id}`, payload: { ...chapter(), version: 1 } },
      { method: 'DELETE' as const, url: `/api/chapters/${item.id}` },
      { method: 'POST' as const, url: `/api/chapters/recover/${item.id}` },
    ]) {
      const res = await call(c, b.staff$);
      expect(res.statusCode, c.url).toBe(404);
      expect(res.json().code).toBe('chapter.not-found');
    }
    expect((await call({ url: '/api/chapters?SearchValue=Solo' }, b.staff$)).json()).toEqual({
      items: [],
      total: 0,
    });
  });
});
