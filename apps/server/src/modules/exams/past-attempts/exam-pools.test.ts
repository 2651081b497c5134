import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { MINUTE, TestClock } from '../../../../test/test-clock.ts';
import { useTwoSchools } from '../../../../test/use-school.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';

type Option = { id: number; text: string };
type Question = { id: string; type: string; options?: Option[] };
type View = { attemptId: string; questions: Question[]; result: { score: number; passed: boolean } | null };

/** Six single-choice questions of five options; the right one is the option "right N". */
const pool = Array.from({ length: 6 }, (_, n) => ({
  definition: {
    type: 'single-choice',
    prompt: `Pregunta ${n + 1}: elija la correcta.`,
    explanation: 'Es la correcta.',
    options: [
      { text: `right ${n}`, correct: true },
      ...[1, 2, 3, 4].map((k) => ({ text: `wrong ${n}.${k}`, correct: false })),
    ],
  },
  skill: n < 3 ? 'vocabulary' : 'reading',
}));

describe('exam pools, shuffled options, retake rules and past attempts', () => {
  const clock = new TestClock();
  const t = useTestApp({ clock });
  const { a, b } = useTwoSchools(t);

  const newExam = async (rules: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/exams',
      headers: a.staff$,
      payload: {
        courseId: a.courseId,
        title: { es: `Examen ${Math.random()}`, en: `Exam ${Math.random()}` },
        description: { es: 'Prueba', en: 'Test' },
        passMark: 60,
        timeLimitMinutes: null,
        questions: pool,
        ...rules,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; drawCount: number | null };
  };
  const enroll = () =>
    t.app.inject({ method: 'POST', url: `/api/courses/${a.courseId}/enroll`, headers: a.student$ });
  const start = (examId: string, headers = a.student$) =>
    t.app.inject({ method: 'POST', url: `/api/exams/${examId}/attempts`, headers });
  const current = async (examId: string, headers = a.student$): Promise<View> =>
    (await t.app.inject({ url: `/api/exams/${examId}/attempts/current`, headers })).json();
  const answerAll = async (view: View, right: boolean) => {
    for (const question of view.questions) {
      const pick = question.options!.find((o) => o.text.startsWith(right ? 'right' : 'wrong'))!;
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/exam-attempts/${view.attemptId}/answers/${question.id}`,
        headers: a.student$,
        payload: { answer: { type: 'single-choice', choice: pick.id } },
      });
      expect(res.statusCode).toBe(200);
    }
  };
  const submit = async (attemptId: string): Promise<View> =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/exam-attempts/${attemptId}/submit`,
        headers: a.student$,
      })
    ).json();
  const summary = async (examId: string) =>
    (await t.app.inject({ url: '/api/exams', headers: a.student$ }))
      .json()
      .find((exam: { id: string }) => exam.id === examId);
  const signInAgain = async () => {
    a.student$ = (await signIn(t, a.student)).headers;
    a.staff$ = (await signIn(t, a.staff)).headers;
    b.staff$ = (await signIn(t, b.staff)).headers;
    b.student$ = (await signIn(t, b.student)).headers;
  };

  it('refuses a draw larger than the pool', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/exams',
      headers: a.staff$,
      payload: {
        courseId: a.courseId,
        title: { es: 'Demasiadas', en: 'Too many' },
        description: { es: 'Prueba', en: 'Test' },
        passMark: 60,
        timeLimitMinutes: null,
        questions: pool.slice(0, 2),
        drawCount: 3,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ path: 'drawCount', code: 'exam.draw-exceeds-pool' }),
    ]);
  });

  it('draws N of M per attempt, fixed for the attempt, and different sets across attempts', async () => {
    const exam = await newExam({ drawCount: 2, retakeCooldownHours: 0 });
    await enroll();
    expect(await summary(exam.id)).toMatchObject({
      questionCount: 2,
      retakeCooldownHours: 0,
      maxAttempts: null,
    });
    const poolTexts = new Set(pool.map((q) => q.definition.prompt));
    const sets = new Set<string>();
    for (let attempt = 0; attempt < 8; attempt++) {
      const started: View = (await start(exam.id)).json();
      expect(started.questions).toHaveLength(2);
      // Resumed on another device: the same questions, options in the same order.
      const otherDevice = (await signIn(t, a.student)).headers;
      const resumed = await current(exam.id, otherDevice);
      expect(resumed.questions).toEqual(started.questions);
      for (const question of started.questions)
        expect(poolTexts.has((question as unknown as { prompt: string }).prompt)).toBe(true);
      sets.add(
        started.questions
          .map((q) => q.id)
          .sort()
          .join(),
      );
      await answerAll(started, false);
      await submit(started.attemptId);
    }
    // 15 possible pairs: eight draws all alike would mean there is no draw.
    expect(sets.size).toBeGreaterThan(1);
  });

  it('refuses an answer to a question of the pool the attempt did not draw', async () => {
    const exam = await newExam({ drawCount: 1, retakeCooldownHours: 0 });
    const view: View = (await start(exam.id)).json();
    const items = (await t.app.inject({ url: `/api/exams/${exam.id}`, headers: a.staff$ })).json();
    const undrawn = items.questions.find((q: { id: string }) => q.id !== view.questions[0]!.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/exam-attempts/${view.attemptId}/answers/${undrawn.id}`,
      headers: a.student$,
      payload: { answer: { type: 'single-choice', choice: 0 } },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('exam.question-not-found');
    await submit(view.attemptId);
  });

  it('shuffles options per attempt, stable within it, and scores by option whatever the order', async () => {
    const exam = await newExam({ retakeCooldownHours: 0 });
    const orders = new Set<string>();
    for (let attempt = 0; attempt < 4; attempt++) {
      const view: View = (await start(exam.id)).json();
      expect(view.questions).toHaveLength(6);
      expect((await current(exam.id)).questions).toEqual(view.questions);
      for (const question of view.questions) orders.add(question.options!.map((o) => o.id).join());
      await answerAll(view, true);
      const done = await submit(view.attemptId);
      expect(done.result).toMatchObject({ score: 100, passed: true });
      // The review shows the options in the order the attempt showed them.
      expect(done.questions).toEqual(view.questions);
    }
    // 24 questions shown with five options each: not all in the authored order.
    expect([...orders].some((order) => order !== '0,1,2,3,4')).toBe(true);
    expect(orders.size).toBeGreaterThan(1);
  });

  it('refuses a retake during the cooldown with its code and time, and allows it once it has passed', async () => {
    const exam = await newExam({ retakeCooldownHours: 2 });
    const first: View = (await start(exam.id)).json();
    await answerAll(first, false);
    const failed = await submit(first.attemptId);
    expect(failed.result).toMatchObject({ passed: false, score: 0 });
    const retakeAt = new Date(clock.now().getTime() + 120 * MINUTE).toISOString();
    const early = await start(exam.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'exam.retake-cooldown', params: { retakeAt } });
    expect(early.json().message).toBe(
      'Todavía no puede repetir este examen: tras un intento no aprobado hay que esperar',
    );
    expect(await summary(exam.id)).toMatchObject({ state: 'failed', retakeAt });
    clock.advance(119 * MINUTE);
    await signInAgain();
    expect((await start(exam.id)).json().code).toBe('exam.retake-cooldown');
    clock.advance(MINUTE);
    expect(await summary(exam.id)).toMatchObject({ retakeAt: null });
    const again = await start(exam.id);
    expect(again.statusCode).toBe(201);
    await answerAll(again.json(), true);
    await submit(again.json().attemptId);
    // After a pass there is no cooldown.
    expect((await start(exam.id)).statusCode).toBe(201);
    await submit((await current(exam.id)).attemptId);
  });

  it('stops at the attempt limit and says so', async () => {
    const exam = await newExam({ retakeCooldownHours: 0, maxAttempts: 2 });
    for (let attempt = 0; attempt < 2; attempt++) {
      const view: View = (await start(exam.id)).json();
      await submit(view.attemptId);
    }
    const refused = await start(exam.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'exam.attempt-limit-reached', params: { maxAttempts: 2 } });
    expect(await summary(exam.id)).toMatchObject({ attempts: 2, maxAttempts: 2 });
  });

  it("keeps each attempt's review, readable by its student and the course's staff only", async () => {
    const exam = await newExam({ retakeCooldownHours: 0, drawCount: 3 });
    const first: View = (await start(exam.id)).json();
    await answerAll(first, false);
    await submit(first.attemptId);
    clock.advance(MINUTE);
    const second: View = (await start(exam.id)).json();
    await answerAll(second, true);
    await submit(second.attemptId);
    const open: View = (await start(exam.id)).json();

    const list = await t.app.inject({ url: `/api/exams/${exam.id}/attempts`, headers: a.student$ });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ attemptId: second.attemptId, score: 100, passed: true }),
      expect.objectContaining({ attemptId: first.attemptId, score: 0, passed: false }),
    ]);

    // Staff edit the exam afterwards: the review stays as the attempt was.
    const item = (await t.app.inject({ url: `/api/exams/${exam.id}`, headers: a.staff$ })).json();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/exams/${exam.id}`,
      headers: a.staff$,
      payload: {
        courseId: a.courseId,
        title: item.title,
        description: item.description,
        passMark: 60,
        timeLimitMinutes: null,
        questions: [pool[0]],
        version: item.version,
      },
    });
    expect(edited.statusCode).toBe(200);

    const review = (headers: Record<string, string>, attemptId = first.attemptId) =>
      t.app.inject({ url: `/api/exam-attempts/${attemptId}`, headers });
    const mine = await review(a.student$);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ status: 'submitted', result: { score: 0, passed: false } });
    expect(mine.json().questions).toEqual(first.questions);
    expect(mine.json().answers).toHaveLength(3);
    expect(mine.json().result.questions).toHaveLength(3);
    for (const result of mine.json().result.questions) {
      const shown = first.questions.find((q) => q.id === result.questionId)!;
      const right = shown.options!.find((o) => o.text.startsWith('right'))!;
      expect(result).toMatchObject({
        answered: true,
        correct: false,
        score: 0,
        correctAnswer: { type: 'single-choice', choice: right.id },
      });
    }
    expect((await review(a.staff$)).statusCode).toBe(200);

    const classmate = (await signIn(t, await buildUser(t.deps.db, a.tenant))).headers;
    const otherProfessor = (await signIn(t, await buildUser(t.deps.db, a.tenant, { role: 'Professor' })))
      .headers;
    for (const headers of [classmate, otherProfessor, b.student$, b.staff$]) {
      const res = await review(headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('exam.attempt-not-found');
    }
    expect(
      (await t.app.inject({ url: `/api/exams/${exam.id}/attempts`, headers: b.student$ })).statusCode,
    ).toBe(404);
    const stillOpen = await review(a.student$, open.attemptId);
    expect(stillOpen.statusCode).toBe(409);
    expect(stillOpen.json().code).toBe('exam.attempt-not-submitted');
  });
});
