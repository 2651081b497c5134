import type { TExamInput, TExerciseDefinition } from '@puente/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sampleExercises } from '../../../../test/learning-kit.ts';
import { useTwoSchools } from '../../../../test/use-school.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { examQuestions, userExams } from '../../../db/schema/index.ts';

const [single, multiple, fill] = sampleExercises('q').map(
  ({ key: _key, ...definition }) => definition as TExerciseDefinition,
);

describe('exams resource (staff wizards)', () => {
  const t = useTestApp();
  const { a, b } = useTwoSchools(t);

  const exam = (overrides: Partial<TExamInput> = {}): TExamInput => ({
    courseId: a.courseId,
    title: { es: 'Examen final', en: 'Final exam' },
    description: { es: 'Todo el curso.', en: 'The whole course.' },
    passMark: 70,
    timeLimitMinutes: 20,
    questions: [{ definition: single! }, { definition: multiple! }],
    ...overrides,
  });
  type Call = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD'; url: string; payload?: unknown };
  const call = (c: Call, headers = a.staff$) =>
    t.app.inject({ method: c.method ?? 'GET', url: c.url, headers, payload: c.payload as object });
  const add = (payload: unknown, headers = a.staff$) =>
    call({ method: 'POST', url: '/api/exams', payload }, headers);

  it('adds an exam with its exercises in order; enrolled students own it', async () => {
    await call({ method: 'POST', url: `/api/courses/${a.courseId}/enroll` }, a.student$);
    const res = await add(exam());
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({ version: 1, passMark: 70, timeLimitMinutes: 20, courseId: a.courseId });
    expect(item.questions.map((q: { definition: { type: string } }) => q.definition.type)).toEqual([
      'single-choice',
      'multiple-choice',
    ]);
    expect((await call({ url: `/api/exams/${item.id}` })).json()).toEqual(item);
    const owned = (await call({ url: '/api/exams' }, a.student$)).json();
    expect(owned.map((e: { id: string }) => e.id)).toContain(item.id);
    const page = (await call({ url: `/api/exams?courseId=${a.courseId}&SearchValue=FINAL` })).json();
    expect(page).toEqual({ items: [expect.objectContaining({ id: item.id })], total: 1 });
  });

  it('answers its validation codes keyed by field', async () => {
    const res = await add({ ...exam(), courseId: '', title: { es: '', en: 'x' }, questions: [] });
    const byField = Object.fromEntries(
      res.json().errorInfo.ModelState.map((e: { field: string; Code: string }) => [e.field, e.Code]),
    );
    expect(byField).toMatchObject({
      courseId: 'course.empty-id',
      'title.es': 'exam.empty-name',
      questions: 'exam.no-questions',
    });
    const noCorrect = {
      ...single!,
      options: [
        { text: 'a', correct: false },
        { text: 'b', correct: false },
      ],
    };
    const bad = await add({ ...exam(), questions: [{ definition: noCorrect }] });
    expect(bad.json().errorInfo.ModelState[0]).toMatchObject({
      field: 'questions.0.definition.options',
      Code: 'exercise.one-correct-answer-required',
    });
    expect(
      (await add(exam({ courseId: b.courseId, title: { es: 'Ajeno', en: 'Foreign' } }))).json().code,
    ).toBe('course.not-found');
  });

  it('takes only question keys the content export writes back: a refused key is a 400, never an export 500', async () => {
    const refused = await add(exam({ questions: [{ key: 'Not A Key!', definition: single! }] }));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errorInfo.ModelState[0]).toMatchObject({
      field: 'questions.0.key',
      Code: 'content.invalid-key',
    });
    const named = await add(
      exam({
        title: { es: 'Examen con clave', en: 'Keyed exam' },
        questions: [{ key: 'q-one', definition: single! }],
      }),
    );
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().questions[0].key).toBe('q-one');
    const exported = await call({ url: '/api/content/export' });
    expect(exported.statusCode, exported.body).toBe(200);
  });

  it('edits: kept questions keep their id, the others are retired; stale and duplicate refused', async () => {
    const item = (await add(exam({ title: { es: 'Parcial', en: 'Midterm' } }))).json();
    const [first] = item.questions;
    const edited = await call({
      method: 'PUT',
      url: `/api/exams/${item.id}`,
      payload: {
        ...exam({ title: item.title, passMark: 60 }),
        questions: [{ definition: fill! }, { key: first.key, definition: single! }],
        version: 1,
      },
    });
    expect(edited.statusCode).toBe(200);
    const after = edited.json();
    expect(after).toMatchObject({ version: 2, passMark: 60 });
    expect(after.questions.map((q: { id: string }) => q.id)[1]).toBe(first.id);
    expect(after.questions[0].definition.type).toBe('fill-in-blank');
    const retired = await t.deps.db
      .select()
      .from(examQuestions)
      .where(and(eq(examQuestions.examId, item.id)));
    expect(retired.filter((q) => q.deletedAt)).toHaveLength(1);
    const stale = await call({
      method: 'PUT',
      url: `/api/exams/${item.id}`,
      payload: { ...exam({ title: item.title }), version: 1 },
    });
    expect(stale.json().code).toBe('stale');
    const check = (value: string) =>
      call({
        method: 'HEAD',
        url: `/api/exams/title/check?value=${encodeURIComponent(value)}&courseId=${a.courseId}`,
      });
    expect((await check('parcial')).statusCode).toBe(409);
    expect((await check('Otro')).statusCode).toBe(200);
    const race = await Promise.all([
      add(exam({ title: { es: 'Carrera', en: 'Race' } })),
      add(exam({ title: { es: 'CARRERA', en: 'Race' } })),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('soft-deletes and recovers; staff only, tenant scoped', async () => {
    const item = (await add(exam({ title: { es: 'Borrable', en: 'Deletable' } }))).json();
    expect((await call({ method: 'DELETE', url: `/api/exams/${item.id}` }, a.student$)).statusCode).toBe(403);
    expect((await call({ url: `/api/exams/${item.id}` }, a.student$)).statusCode).toBe(403);
    expect((await call({ url: '/api/exams?Take=5' }, a.student$)).statusCode).toBe(403);
    expect((await call({ url: `/api/exams/${item.id}` }, b.staff$)).json().code).toBe('exam.not-found');
    expect((await call({ method: 'DELETE', url: `/api/exams/${item.id}` }, b.staff$)).statusCode).toBe(404);
    expect((await call({ method: 'DELETE', url: `/api/exams/${item.id}` })).statusCode).toBe(204);
    expect((await call({ url: `/api/exams/${item.id}` })).json().deletedAt).toEqual(expect.any(String));
    const recovered = await call({ method: 'POST', url: `/api/exams/recover/${item.id}` });
    expect(recovered.json()).toMatchObject({ deletedAt: null, version: 3 });
    const owners = await t.deps.db.select().from(userExams).where(eq(userExams.examId, item.id));
    expect(owners).toHaveLength(1);
  });
});
