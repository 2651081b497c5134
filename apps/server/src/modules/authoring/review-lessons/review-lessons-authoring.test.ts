import { beforeAll, describe, expect, it } from 'vitest';
import { useTwoSchools } from '../../../../test/use-school.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';

describe('review lessons resource (staff wizards)', () => {
  let lessonId: string;
  const t = useTestApp();
  const { a, b } = useTwoSchools(t);
  beforeAll(async () => {
    lessonId = (await t.app.inject({ url: `/api/courses/${a.courseId}`, headers: a.staff$ })).json()
      .chapterIds[0];
    // A second word in the first lesson, through the lesson resource.
    const lesson = (await t.app.inject({ url: `/api/chapters/${lessonId}`, headers: a.staff$ })).json();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/chapters/${lessonId}`,
      headers: a.staff$,
      payload: {
        courseId: a.courseId,
        title: lesson.title,
        viewMode: lesson.viewMode,
        body: lesson.body,
        transcript: lesson.transcript,
        vocabulary: [...lesson.vocabulary, { en: 'teacher', es: 'profesor', example: 'She is a teacher.' }],
        version: lesson.version,
      },
    });
    if (edited.statusCode !== 200) throw new Error(edited.body);
  });

  type Call = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD'; url: string; payload?: unknown };
  const call = (c: Call, headers = a.staff$) =>
    t.app.inject({ method: c.method ?? 'GET', url: c.url, headers, payload: c.payload as object });
  const review = (title: string, words: { chapterId: string; en: string }[]) => ({
    courseId: a.courseId,
    title: { es: title, en: title },
    words,
  });
  const add = (payload: unknown, headers = a.staff$) =>
    call({ method: 'POST', url: '/api/review-lessons', payload }, headers);

  it('builds a review from chosen words of the course, kept with their meaning and example', async () => {
    const res = await add(
      review('Repaso uno', [
        { chapterId: lessonId, en: 'Student' },
        { chapterId: lessonId, en: 'teacher' },
      ]),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      version: 1,
      courseId: a.courseId,
      words: [
        { chapterId: lessonId, en: 'student', es: 'estudiante', example: 'I am a student.' },
        { chapterId: lessonId, en: 'teacher', es: 'profesor' },
      ],
    });
    expect((await call({ url: `/api/review-lessons/${res.json().id}` })).json()).toEqual(res.json());
    expect((await call({ url: '/api/review-lessons?SearchValue=REPASO' })).json().total).toBe(1);
  });

  it('answers its codes keyed by field', async () => {
    const empty = await add({ ...review('', []), courseId: '' });
    const byField = Object.fromEntries(
      empty.json().errorInfo.ModelState.map((e: { field: string; Code: string }) => [e.field, e.Code]),
    );
    expect(byField).toMatchObject({
      courseId: 'course.empty-id',
      'title.es': 'review-lesson.empty-name',
      words: 'review-lesson.no-words',
    });
    const unknown = await add(
      review('Repaso dos', [
        { chapterId: lessonId, en: 'student' },
        { chapterId: lessonId, en: 'airport' },
      ]),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorInfo.ModelState).toEqual([
      expect.objectContaining({ field: 'words.1', Code: 'review-lesson.word-not-found', Parent: 'words' }),
    ]);
    const twice = await add(
      review('Repaso tres', [
        { chapterId: lessonId, en: 'student' },
        { chapterId: lessonId, en: 'STUDENT' },
      ]),
    );
    expect(twice.json().errorInfo.ModelState[0]).toMatchObject({ field: 'words.1.en', Code: 'duplicate' });
    const foreign = await add({
      ...review('Ajeno', [{ chapterId: lessonId, en: 'student' }]),
      courseId: b.courseId,
    });
    expect(foreign.json().code).toBe('course.not-found');
  });

  it('refuses duplicates, edits with its version, soft-deletes and recovers', async () => {
    const item = (await add(review('Vocabulario', [{ chapterId: lessonId, en: 'student' }]))).json();
    const check = (value: string) =>
      call({
        method: 'HEAD',
        url: `/api/review-lessons/title/check?value=${encodeURIComponent(value)}&courseId=${a.courseId}`,
      });
    expect((await check('vocabulario')).statusCode).toBe(409);
    const own = await call({
      method: 'HEAD',
      url: `/api/review-lessons/title/check?value=Vocabulario&courseId=${a.courseId}&id=${item.id}`,
    });
    expect(own.statusCode).toBe(200);
    expect((await add(review('VOCABULARIO', [{ chapterId: lessonId, en: 'teacher' }]))).json().code).toBe(
      'duplicate',
    );
    const edit = (version: number) =>
      call({
        method: 'PUT',
        url: `/api/review-lessons/${item.id}`,
        payload: { ...review('Vocabulario', [{ chapterId: lessonId, en: 'teacher' }]), version },
      });
    expect((await edit(1)).json()).toMatchObject({ version: 2, words: [{ en: 'teacher' }] });
    expect((await edit(1)).json().code).toBe('stale');
    expect((await call({ method: 'DELETE', url: `/api/review-lessons/${item.id}` })).statusCode).toBe(204);
    expect(
      (await call({ url: '/api/review-lessons?deleted=true' })).json().items.map((i: { id: string }) => i.id),
    ).toEqual([item.id]);
    expect(
      (await call({ method: 'POST', url: `/api/review-lessons/recover/${item.id}` })).json(),
    ).toMatchObject({
      deletedAt: null,
      version: 4,
    });
  });

  it('is for staff of the tenant only', async () => {
    const item = (await add(review('Privado', [{ chapterId: lessonId, en: 'student' }]))).json();
    expect((await call({ url: '/api/review-lessons' }, a.student$)).statusCode).toBe(403);
    expect((await call({ url: `/api/review-lessons/${item.id}` }, a.student$)).statusCode).toBe(403);
    expect(
      (await call({ method: 'DELETE', url: `/api/review-lessons/${item.id}` }, a.student$)).statusCode,
    ).toBe(403);
    const other = await call({ url: `/api/review-lessons/${item.id}` }, b.staff$);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('review-lesson.not-found');
    expect(
      (await call({ method: 'DELETE', url: `/api/review-lessons/${item.id}` }, b.staff$)).statusCode,
    ).toBe(404);
    expect((await call({ url: '/api/review-lessons' }, b.staff$)).json()).toEqual({ items: [], total: 0 });
  });
});
