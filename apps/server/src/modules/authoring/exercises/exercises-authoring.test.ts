import type { TExerciseDefinition } from '@puente/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleExercises } from '../../../../test/learning-kit.ts';
import { useTwoSchools } from '../../../../test/use-school.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';

/** The six types with their answers, as the wizard sends them (the content key is the server's). */
const definitions = sampleExercises('w').map(
  ({ key: _key, ...definition }) => definition as TExerciseDefinition,
);

describe('exercises resource (staff wizards)', () => {
  let lessonId: string;
  let otherLessonId: string;
  const t = useTestApp();
  const { a, b } = useTwoSchools(t);
  beforeAll(async () => {
    const course = (await t.app.inject({ url: `/api/courses/${a.courseId}`, headers: a.staff$ })).json();
    [lessonId, otherLessonId] = course.chapterIds;
  });

  type Call = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD'; url: string; payload?: unknown };
  const call = (c: Call, headers = a.staff$) =>
    t.app.inject({ method: c.method ?? 'GET', url: c.url, headers, payload: c.payload as object });
  const add = (payload: unknown, headers = a.staff$) =>
    call({ method: 'POST', url: '/api/exercises', payload }, headers);
  const withPrompt = (definition: TExerciseDefinition, prompt: string) => ({ ...definition, prompt });

  it('adds each of the six types with its answers at the end of the lesson', async () => {
    for (const [index, definition] of definitions.entries()) {
      const res = await add({
        chapterId: otherLessonId,
        definition: withPrompt(definition, `Nuevo ${index}`),
      });
      expect(res.statusCode, definition.type).toBe(201);
      expect(res.json()).toMatchObject({
        version: 1,
        type: definition.type,
        chapterId: otherLessonId,
        courseId: a.courseId,
      });
      expect(res.json().definition).toEqual(withPrompt(definition, `Nuevo ${index}`));
    }
    const page = (
      await call({ url: `/api/exercises?chapterId=${otherLessonId}&SearchValue=nuevo&Take=100` })
    ).json();
    expect(page.total).toBe(6);
    expect(page.items.map((item: { position: number }) => item.position)).toEqual([1, 2, 3, 4, 5, 6]);
    // The wizard's lesson filter names several lessons at once, separated by commas.
    const both = `chapterIds=${lessonId},${otherLessonId}&SearchValue=nuevo&Take=100`;
    expect((await call({ url: `/api/exercises?${both}` })).json().total).toBe(6);
    const other = `chapterIds=${lessonId}&SearchValue=nuevo&Take=100`;
    expect((await call({ url: `/api/exercises?${other}` })).json().total).toBe(0);
    expect((await call({ url: '/api/exercises?chapterIds=nope&Take=10' })).json().code).toBe('invalid');
    // Staff read an exercise with its answers; students never do.
    const id = page.items[0].id;
    const staff = (await call({ url: `/api/exercises/${id}` })).json();
    expect(staff).toMatchObject({ id, version: 1, definition: { options: expect.any(Array) } });
    expect(staff.definition.options.some((o: { correct: boolean }) => o.correct)).toBe(true);
    const student = (await call({ url: `/api/exercises/${id}` }, a.student$)).json();
    expect(student.definition).toBeUndefined();
    expect(JSON.stringify(student)).not.toContain('"correct"');
    // Without the list filter the path is still the learner's list.
    expect(
      Array.isArray((await call({ url: `/api/exercises?chapterId=${otherLessonId}` }, a.student$)).json()),
    ).toBe(true);
  });

  it('answers the exercise codes: all the answers, at least one correct one', async () => {
    const single = definitions[0]!;
    const noCorrect = await add({
      chapterId: lessonId,
      definition: {
        ...withPrompt(single, 'Sin correcta'),
        options: [
          { text: 'a', correct: false },
          { text: 'b', correct: false },
        ],
      },
    });
    expect(noCorrect.statusCode).toBe(400);
    expect(noCorrect.json().errorInfo.ModelState).toEqual([
      expect.objectContaining({
        field: 'definition.options',
        Code: 'exercise.one-correct-answer-required',
        Parent: 'definition',
      }),
    ]);
    const matching = definitions[4]!;
    const missing = await add({
      chapterId: lessonId,
      definition: {
        ...withPrompt(matching, 'Falta'),
        pairs: [
          { left: 'a', right: '' },
          { left: 'b', right: 'c' },
        ],
      },
    });
    expect(missing.json().errorInfo.ModelState).toEqual([
      expect.objectContaining({ field: 'definition.pairs.0.right', Code: 'exercise.provide-all-answers' }),
    ]);
    const fill = definitions[2]!;
    const blank = await add({
      chapterId: lessonId,
      definition: { ...withPrompt(fill, 'Vacío'), blanks: [{ accepted: [] }, { accepted: ['is'] }] },
    });
    expect(blank.json().errorInfo.ModelState[0]).toMatchObject({
      field: 'definition.blanks.0.accepted',
      Code: 'exercise.provide-all-answers',
    });
    const foreign = await add({ chapterId: await foreignLesson(), definition: withPrompt(single, 'Ajeno') });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('chapter.not-found');
  });

  const foreignLesson = async () =>
    (await t.app.inject({ url: `/api/courses/${b.courseId}`, headers: b.staff$ })).json()
      .chapterIds[0] as string;

  it('refuses a repeated instruction in the lesson (check and unique index)', async () => {
    const check = (value: string, chapterId: string) =>
      call({
        method: 'HEAD',
        url: `/api/exercises/prompt/check?value=${encodeURIComponent(value)}&chapterId=${chapterId}`,
      });
    expect((await check('ELIGE LA TRADUCCION DE "BIBLIOTECA".', lessonId)).statusCode).toBe(409);
    expect((await check('Una instrucción libre', lessonId)).statusCode).toBe(200);
    const race = await Promise.all([
      add({ chapterId: lessonId, definition: withPrompt(definitions[0]!, 'Carrera') }),
      add({ chapterId: lessonId, definition: withPrompt(definitions[1]!, 'carrera') }),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(race.find((r) => r.statusCode === 409)!.json().errorInfo.ModelState[0]).toMatchObject({
      field: 'definition.prompt',
      Code: 'duplicate',
    });
  });

  it('edits with its version (stale refused), moves to another lesson, soft-deletes and recovers', async () => {
    const item = (
      await add({ chapterId: lessonId, definition: withPrompt(definitions[3]!, 'Editable') })
    ).json();
    const edit = (version: number, chapterId: string, prompt: string) =>
      call({
        method: 'PUT',
        url: `/api/exercises/${item.id}`,
        payload: { chapterId, definition: withPrompt(definitions[3]!, prompt), version },
      });
    expect((await edit(1, lessonId, 'Editado')).json()).toMatchObject({
      version: 2,
      definition: { prompt: 'Editado' },
    });
    expect((await edit(1, lessonId, 'Otra vez')).json().code).toBe('stale');
    const moved = (await edit(2, otherLessonId, 'Editado')).json();
    expect(moved).toMatchObject({ version: 3, chapterId: otherLessonId });
    expect((await call({ method: 'DELETE', url: `/api/exercises/${item.id}` })).statusCode).toBe(204);
    expect((await call({ url: `/api/exercises/${item.id}` }, a.student$)).statusCode).toBe(404);
    const deleted = (await call({ url: '/api/exercises?deleted=true&SearchValue=editado' })).json();
    expect(deleted.items.map((i: { id: string }) => i.id)).toEqual([item.id]);
    const recovered = await call({ method: 'POST', url: `/api/exercises/recover/${item.id}` });
    expect(recovered.json()).toMatchObject({ id: item.id, deletedAt: null, version: 5 });
  });

  it('is for staff of the tenant only', async () => {
    const item = (
      await add({ chapterId: lessonId, definition: withPrompt(definitions[0]!, 'Privado') })
    ).json();
    for (const c of [
      { url: '/api/exercises?Take=5' },
      {
        method: 'POST' as const,
        url: '/api/exercises',
        payload: { chapterId: lessonId, definition: definitions[0] },
      },
      { method: 'DELETE' as const, url: `/api/exercises/${item.id}` },
      { method: 'POST' as const, url: `/api/exercises/recover/${item.id}` },
      { method: 'HEAD' as const, url: `/api/exercises/prompt/check?value=x&chapterId=${lessonId}` },
    ]) {
      expect((await call(c, a.student$)).statusCode, c.url).toBe(403);
    }
    for (const c of [
      { url: `/api/exercises/${item.id}` },
      {
        method: 'PUT' as const,
        url: `/api/exercises/${item.id}`,
        payload: { chapterId: lessonId, definition: definitions[0], version: 1 },
      },
      { method: 'DELETE' as const, url: `/api/exercises/${item.id}` },
    ]) {
      const res = await call(c, b.staff$);
      expect(res.statusCode, c.url).toBe(404);
      expect(res.json().code).toBe('exercise.not-found');
    }
    expect((await call({ url: '/api/exercises?SearchValue=Privado' }, b.staff$)).json()).toEqual({
      items: [],
      total: 0,
    });
  });
});
