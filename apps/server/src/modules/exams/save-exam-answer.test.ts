import type { TExerciseDefinition } from '@puente/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { signIn } from '../../../test/sign-in.ts';
import { statementsDuring } from '../../../test/statements-during.ts';
import { MINUTE, TestClock } from '../../../test/test-clock.ts';
import { useTwoSchools } from '../../../test/use-school.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { examAnswers, examQuestions, exams as examsTable } from '../../db/schema/index.ts';
import { storeExamAnswerIfOpen } from './exams.repository.ts';

type Question = { id: string; type: string };
type View = { attemptId: string; questions: Question[] };

// The save's usual path is one conditional statement with the question from a cache; these tests make
// each of its conditions fail with the question cached and expect the errors of the checks one by one.
describe('exam answer save in one statement', () => {
  let classmate$: Record<string, string>;
  let examA: string; // no time limit: single choice, multiple choice
  let examB: string; // ten minutes: fill in the blank, word order
  const clock = new TestClock();
  const t = useTestApp({ clock });
  const { a, b } = useTwoSchools(t);
  beforeAll(async () => {
    const classmate = await buildUser(t.deps.db, a.tenant);
    classmate$ = (await signIn(t, classmate)).headers;
    for (const headers of [a.student$, classmate$])
      await t.app.inject({ method: 'POST', url: `/api/courses/${a.courseId}/enroll`, headers });
    await t.app.inject({ method: 'POST', url: `/api/courses/${b.courseId}/enroll`, headers: b.student$ });
    const owned = (await t.app.inject({ url: '/api/exams', headers: a.student$ })).json();
    [examA, examB] = owned.map((exam: { id: string }) => exam.id);
    // These tests start attempt after attempt: no cooldown between them.
    await t.deps.db.update(examsTable).set({ retakeCooldownHours: 0 }).where(sql`true`);
  });

  const start = async (examId: string): Promise<View> =>
    (
      await t.app.inject({ method: 'POST', url: `/api/exams/${examId}/attempts`, headers: a.student$ })
    ).json();
  const save = (attemptId: string, questionId: string, answer: unknown, headers = a.student$) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/exam-attempts/${attemptId}/answers/${questionId}`,
      headers,
      payload: { answer },
    });
  const submit = (attemptId: string) =>
    t.app.inject({ method: 'POST', url: `/api/exam-attempts/${attemptId}/submit`, headers: a.student$ });
  const storedAnswers = (attemptId: string) =>
    t.deps.db.select().from(examAnswers).where(eq(examAnswers.attemptId, attemptId));
  const single = (choice: number) => ({ type: 'single-choice', choice }) as const;
  const definitionOf = async (id: string) =>
    (await t.deps.db.select().from(examQuestions).where(eq(examQuestions.id, id)))[0]!.definition;
  const setDefinition = (id: string, definition: TExerciseDefinition) =>
    t.deps.db.update(examQuestions).set({ definition }).where(eq(examQuestions.id, id));

  it('saves a known question with one statement; an unchanged answer is not written again', async () => {
    const view = await start(examA);
    const [q] = view.questions;
    expect((await save(view.attemptId, q!.id, single(0))).statusCode).toBe(200); // the question is read
    clock.advance(MINUTE);
    const changedAt = clock.now().toISOString();
    const seen = await statementsDuring(t, async () => {
      const res = await save(view.attemptId, q!.id, single(1));
      expect(res.json()).toEqual({
        attemptId: view.attemptId,
        questionId: q!.id,
        savedAt: changedAt,
        secondsLeft: null,
      });
    });
    expect(seen.filter((statement) => /exam/i.test(statement))).toEqual(['exams.save-answers-if-open']);

    const version = async () =>
      (
        await t.deps.db.execute(
          sql`select xmin::text as v from exam_answers where attempt_id = ${view.attemptId} and question_id = ${q!.id}`,
        )
      ).rows[0] as { v: string };
    const before = await version();
    clock.advance(MINUTE);
    const again = await save(view.attemptId, q!.id, single(1));
    expect(again.json()).toMatchObject({ savedAt: changedAt });
    expect(await version()).toEqual(before); // the row was not rewritten
    const resumed = await t.app.inject({ url: `/api/exams/${examA}/attempts/current`, headers: a.student$ });
    expect(resumed.json().answers).toEqual([{ questionId: q!.id, answer: single(1), answeredAt: changedAt }]);

    clock.advance(MINUTE);
    expect((await save(view.attemptId, q!.id, single(0))).json().savedAt).toBe(clock.now().toISOString());
    await submit(view.attemptId);
  });

  it('saves arriving together share statements and keep their order', async () => {
    const view = await start(examA);
    const [q1, q2] = view.questions;
    const multiple = (choices: number[]) => ({ type: 'multiple-choice', choices }) as const;
    const slot = async (questionId: string) => ({
      tenantId: a.tenant.id,
      userId: a.student.id,
      attemptId: view.attemptId,
      questionId,
      definitionJson: JSON.stringify(await definitionOf(questionId)),
    });
    const [one, two] = [await slot(q1!.id), await slot(q2!.id)];
    const answeredAt = clock.now();
    try {
      // Autosave resending one answer, another question, and a later change of the first question, all
      // in one turn of the event loop.
      const sent = [
        { ...one, answer: { type: 'single-choice', choice: 1 } },
        { ...one, answer: { type: 'single-choice', choice: 1 } },
        { ...two, answer: multiple([0, 1]) },
        { ...one, answer: { type: 'single-choice', choice: 1 } },
        { ...one, answer: { type: 'single-choice', choice: 0 } },
      ] as const;
      let saved: unknown[] = [];
      const seen = await statementsDuring(t, async () => {
        saved = await Promise.all(
          sent.map((save) => storeExamAnswerIfOpen(t.deps.db, { ...save, answeredAt })),
        );
      });
      expect(saved).toEqual(sent.map(() => ({ savedAt: answeredAt, deadlineAt: null })));
      // Five saves, two statements: the identical ones and the other question together, the change after.
      expect(seen.filter((statement) => /exam/i.test(statement))).toEqual([
        'exams.save-answers-if-open',
        'exams.save-answers-if-open',
      ]);
      const stored = await storedAnswers(view.attemptId);
      expect(new Map(stored.map((row) => [row.questionId, row.answer]))).toEqual(
        new Map<string, unknown>([
          [q1!.id, single(0)],
          [q2!.id, multiple([0, 1])],
        ]),
      );
      // Another user's save in the same statement is refused alone.
      const [mine, theirs] = await Promise.all([
        storeExamAnswerIfOpen(t.deps.db, { ...two, answer: multiple([1]), answeredAt }),
        storeExamAnswerIfOpen(t.deps.db, { ...one, userId: b.student.id, answer: single(1), answeredAt }),
      ]);
      expect(mine).toEqual({ savedAt: answeredAt, deadlineAt: null });
      expect(theirs).toBeNull();
      expect((await storedAnswers(view.attemptId)).find((row) => row.questionId === q1!.id)?.answer).toEqual(
        single(0),
      );
    } finally {
      await submit(view.attemptId);
    }
  });

  it('refuses a submitted attempt: 409 exam.attempt-closed', async () => {
    const view = await start(examA);
    const [q] = view.questions;
    expect((await save(view.attemptId, q!.id, single(1))).statusCode).toBe(200);
    await submit(view.attemptId);
    const res = await save(view.attemptId, q!.id, single(0));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('exam.attempt-closed');
    expect((await storedAnswers(view.attemptId)).map((row) => row.answer)).toEqual([single(1)]);
  });

  it("refuses another user's or another tenant's attempt: 404 exam.attempt-not-found", async () => {
    const view = await start(examA);
    const [q] = view.questions;
    expect((await save(view.attemptId, q!.id, single(1))).statusCode).toBe(200);
    for (const headers of [classmate$, b.student$]) {
      const res = await save(view.attemptId, q!.id, single(0), headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('exam.attempt-not-found');
    }
    expect((await storedAnswers(view.attemptId)).map((row) => row.answer)).toEqual([single(1)]);
    await submit(view.attemptId);
  });

  it('refuses a question of another exam, or one deleted: 404 exam.question-not-found', async () => {
    const other = await start(examB);
    const fill = other.questions[0]!;
    expect((await save(other.attemptId, fill.id, { type: 'fill-in-blank', blanks: ['x'] })).statusCode).toBe(
      200,
    );
    await submit(other.attemptId);

    const view = await start(examA);
    const [q] = view.questions;
    const foreign = await save(view.attemptId, fill.id, { type: 'fill-in-blank', blanks: ['y'] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('exam.question-not-found');

    expect((await save(view.attemptId, q!.id, single(1))).statusCode).toBe(200);
    await t.deps.db.update(examQuestions).set({ deletedAt: new Date() }).where(eq(examQuestions.id, q!.id));
    try {
      const deleted = await save(view.attemptId, q!.id, single(0));
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json().code).toBe('exam.question-not-found');
    } finally {
      await t.deps.db.update(examQuestions).set({ deletedAt: null }).where(eq(examQuestions.id, q!.id));
    }
    expect((await storedAnswers(view.attemptId)).map((row) => row.answer)).toEqual([single(1)]);
    await submit(view.attemptId);
  });

  it('checks the answer against the question as it is now (400 invalid once it no longer fits)', async () => {
    const view = await start(examA);
    const [q] = view.questions;
    expect((await save(view.attemptId, q!.id, single(1))).statusCode).toBe(200);
    const definition = await definitionOf(q!.id);
    if (definition.type !== 'single-choice') throw new Error('expected a single choice');
    await setDefinition(q!.id, { ...definition, options: definition.options.slice(0, 1) });
    try {
      const res = await save(view.attemptId, q!.id, single(1));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid');
    } finally {
      await setDefinition(q!.id, definition);
    }
    await submit(view.attemptId);
  });

  it('refuses once the exam is deleted: 404 exam.attempt-not-found', async () => {
    const view = await start(examA);
    const [q] = view.questions;
    expect((await save(view.attemptId, q!.id, single(1))).statusCode).toBe(200);
    await t.deps.db.update(examsTable).set({ deletedAt: new Date() }).where(eq(examsTable.id, examA));
    try {
      const res = await save(view.attemptId, q!.id, single(0));
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('exam.attempt-not-found');
    } finally {
      await t.deps.db.update(examsTable).set({ deletedAt: null }).where(eq(examsTable.id, examA));
    }
    await submit(view.attemptId);
  });

  it('refuses after the deadline (409 exam.time-expired) and submits the attempt with what was saved', async () => {
    const view = await start(examB);
    const [fill] = view.questions;
    const first = { type: 'fill-in-blank', blanks: ["don't", 'is'] };
    expect((await save(view.attemptId, fill!.id, first)).statusCode).toBe(200);
    clock.advance(10 * MINUTE);
    const late = await save(view.attemptId, fill!.id, { type: 'fill-in-blank', blanks: ['x', 'y'] });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('exam.time-expired');
    const stored = await t.deps.db
      .select()
      .from(examAnswers)
      .where(and(eq(examAnswers.attemptId, view.attemptId), eq(examAnswers.questionId, fill!.id)));
    expect(stored.map((row) => row.answer)).toEqual([first]);
    const result = (await submit(view.attemptId)).json();
    expect(result.result).toMatchObject({ autoSubmitted: true, score: 50 });
  });
});
