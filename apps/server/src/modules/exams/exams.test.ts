import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { signIn } from '../../../test/sign-in.ts';
import { MINUTE, TestClock } from '../../../test/test-clock.ts';
import { useTwoSchools } from '../../../test/use-school.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { certificates } from '../../db/schema/index.ts';

type Question = { id: string; type: string; tokens?: { id: number; text: string }[] };
type View = { attemptId: string; questions: Question[] };

describe('exams: attempts with a server-side timer', () => {
  let examA: string;
  let examB: string;
  const clock = new TestClock();
  const t = useTestApp({ clock });
  const { a, b } = useTwoSchools(t);

  const exams = async (headers = a.student$) => (await t.app.inject({ url: '/api/exams', headers })).json();
  const start = (examId: string, headers = a.student$) =>
    t.app.inject({ method: 'POST', url: `/api/exams/${examId}/attempts`, headers });
  const current = (examId: string, headers = a.student$) =>
    t.app.inject({ url: `/api/exams/${examId}/attempts/current`, headers });
  const save = (attemptId: string, questionId: string, answer: unknown, headers = a.student$) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/exam-attempts/${attemptId}/answers/${questionId}`,
      headers,
      payload: { answer },
    });
  const submit = (attemptId: string, headers = a.student$) =>
    t.app.inject({ method: 'POST', url: `/api/exam-attempts/${attemptId}/submit`, headers });
  /** A day later; sessions do not last that long, so everyone signs in again. */
  const dayLater = async () => {
    clock.advance(24 * 60 * MINUTE);
    for (const school of [a, b]) {
      school.student$ = (await signIn(t, school.student)).headers;
      school.staff$ = (await signIn(t, school.staff)).headers;
    }
  };
  const sentence = (question: Question) =>
    ['I', 'am', 'a', 'student'].map((word) => question.tokens!.find((token) => token.text === word)!.id);

  it('owns exams only once enrolled; starting a foreign or unowned exam answers 404', async () => {
    expect(await exams()).toEqual([]);
    await t.app.inject({ method: 'POST', url: `/api/courses/${b.courseId}/enroll`, headers: b.student$ });
    const foreignExam = (await exams(b.student$))[0].id;
    const foreign = await start(foreignExam);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('exam.not-found');

    await t.app.inject({ method: 'POST', url: `/api/courses/${a.courseId}/enroll`, headers: a.student$ });
    const owned = await exams();
    expect(owned.map((e: { state: string }) => e.state)).toEqual(['not-started', 'not-started']);
    [examA, examB] = owned.map((e: { id: string }) => e.id);
    expect(owned[1]).toMatchObject({
      timeLimitMinutes: 10,
      passMark: 50,
      questionCount: 2,
      secondsLeft: null,
    });
  });

  it('starts an attempt with a deadline; a second start is refused', async () => {
    const res = await start(examB);
    expect(res.statusCode).toBe(201);
    const view = res.json();
    expect(view).toMatchObject({
      status: 'open',
      startedAt: clock.now().toISOString(),
      deadline: new Date(clock.now().getTime() + 10 * MINUTE).toISOString(),
      secondsLeft: 600,
      answers: [],
      result: null,
    });
    expect(view.questions.map((q: Question) => q.type)).toEqual(['fill-in-blank', 'word-order']);
    expect(JSON.stringify(view.questions)).not.toMatch(/"correct"|"accepted"|"explanation"/);
    const again = await start(examB);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('exam.already-partially-completed');
  });

  it('autosaves answers and resumes them on another device with the server time left', async () => {
    const view: View = (await current(examB)).json();
    const [fill] = view.questions;
    const partial = await save(view.attemptId, fill!.id, { type: 'fill-in-blank', blanks: ["don't", null] });
    expect(partial.statusCode).toBe(200);
    clock.advance(2 * MINUTE);
    const saved = await save(view.attemptId, fill!.id, { type: 'fill-in-blank', blanks: ["don't", 'are'] });
    expect(saved.json()).toMatchObject({
      questionId: fill!.id,
      secondsLeft: 480,
      savedAt: clock.now().toISOString(),
    });

    const otherDevice = await signIn(t, a.student);
    const resumed = (await current(examB, otherDevice.headers)).json();
    expect(resumed).toMatchObject({ attemptId: view.attemptId, status: 'open', secondsLeft: 480 });
    expect(resumed.answers).toEqual([
      {
        questionId: fill!.id,
        answer: { type: 'fill-in-blank', blanks: ["don't", 'are'] },
        answeredAt: clock.now().toISOString(),
      },
    ]);
    const listed = (await exams()).find((e: { id: string }) => e.id === examB);
    expect(listed).toMatchObject({
      state: 'in-progress',
      secondsLeft: 480,
      currentAttemptId: view.attemptId,
    });
  });

  it('refuses malformed answers, foreign questions and other people’s attempts', async () => {
    const view: View = (await current(examB)).json();
    const [fill, order] = view.questions;
    const malformed = await save(view.attemptId, order!.id, { type: 'word-order', order: [9] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('invalid');
    expect((await save(view.attemptId, fill!.id, { type: 'single-choice', choice: 0 })).statusCode).toBe(400);
    const notHere = await save(view.attemptId, a.courseId, { type: 'word-order', order: [] }); // not a question id
    expect(notHere.statusCode).toBe(404);
    expect(notHere.json().code).toBe('exam.question-not-found');
    const foreign = await save(view.attemptId, fill!.id, { type: 'fill-in-blank', blanks: [] }, b.student$);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('exam.attempt-not-found');
    expect((await submit(view.attemptId, b.student$)).statusCode).toBe(404);
  });

  it('enforces the deadline on the server: late answers refused, the attempt submitted with what was saved', async () => {
    const view: View = (await current(examB)).json();
    clock.advance(8 * MINUTE + 1000);
    const late = await save(view.attemptId, view.questions[1]!.id, {
      type: 'word-order',
      order: sentence(view.questions[1]!),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('exam.time-expired');
    const listed = (await exams()).find((e: { id: string }) => e.id === examB);
    expect(listed).toMatchObject({
      state: 'failed',
      bestScore: 25,
      secondsLeft: null,
      currentAttemptId: null,
    });
    const result = (await submit(view.attemptId)).json();
    expect(result).toMatchObject({ status: 'submitted', secondsLeft: null });
    expect(result.result).toMatchObject({ score: 25, passed: false, autoSubmitted: true, certificate: null });
    expect(result.result.submittedAt).toBe(
      new Date(Date.parse(result.startedAt) + 10 * MINUTE).toISOString(),
    );
    expect(
      result.result.questions.map((q: { answered: boolean; score: number }) => [q.answered, q.score]),
    ).toEqual([
      [true, 50],
      [false, 0],
    ]);
    const closed = await save(view.attemptId, view.questions[0]!.id, { type: 'fill-in-blank', blanks: [] });
    expect(closed.json().code).toBe('exam.attempt-closed');
  });

  it('submits an expired attempt when it is read, then has none open', async () => {
    // The failed attempt above holds the exam back for its cooldown (24 hours by default).
    const early = await start(examB);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'exam.retake-cooldown',
      params: { retakeAt: expect.any(String) },
    });
    await dayLater();
    const started = (await start(examB)).json();
    clock.advance(11 * MINUTE);
    const read = await current(examB);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      attemptId: started.attemptId,
      status: 'submitted',
      result: { autoSubmitted: true, score: 0 },
    });
    // None open: an answer, not an error (the student's screen asks without logging a 404).
    const none = await current(examB);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
  });

  it('issues the certificate once, when every exam of the course is passed', async () => {
    await dayLater();
    const b1: View = (await start(examB)).json();
    await save(b1.attemptId, b1.questions[0]!.id, { type: 'fill-in-blank', blanks: ['do not', 'is'] });
    await save(b1.attemptId, b1.questions[1]!.id, { type: 'word-order', order: sentence(b1.questions[1]!) });
    const passedB = (await submit(b1.attemptId)).json();
    expect(passedB.result).toMatchObject({
      score: 100,
      passed: true,
      autoSubmitted: false,
      certificate: null,
    });

    const passA = async () => {
      const view: View = (await start(examA)).json();
      await save(view.attemptId, view.questions[0]!.id, { type: 'single-choice', choice: 1 });
      await save(view.attemptId, view.questions[1]!.id, { type: 'multiple-choice', choices: [0, 2] });
      return (await submit(view.attemptId)).json();
    };
    const first = await passA();
    expect(first.result).toMatchObject({ score: 100, passed: true });
    expect(first.result.certificate.code).toMatch(/^PUE(-[0-9A-Z]{4}){3}$/);
    clock.advance(MINUTE);
    const second = await passA();
    expect(second.result.certificate).toEqual(first.result.certificate);
    const rows = await t.deps.db.select().from(certificates).where(eq(certificates.userId, a.student.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.holderName).toBe('José Pérez Núñez');
    const states = (await exams()).map((e: { state: string; bestScore: number }) => [e.state, e.bestScore]);
    expect(states).toEqual([
      ['passed', 100],
      ['passed', 100],
    ]);
  });

  it('lets staff give an exam once: 409 exam.user-already-owns-it', async () => {
    const assign = (userId: string, examId: string, headers = a.staff$) =>
      t.app.inject({ method: 'POST', url: '/api/user-exams', headers, payload: { userId, examId } });
    const owned = await assign(a.student.id, examA);
    expect(owned.statusCode).toBe(409);
    expect(owned.json().code).toBe('exam.user-already-owns-it');
    const newcomer = await buildUser(t.deps.db, a.tenant);
    expect((await assign(newcomer.id, examA)).statusCode).toBe(201);
    expect((await assign(newcomer.id, examA)).json().code).toBe('exam.user-already-owns-it');
    expect((await assign(newcomer.id, examA, a.student$)).statusCode).toBe(403);
    const foreignExam = (await exams(b.student$))[0].id;
    expect((await assign(newcomer.id, foreignExam)).json().code).toBe('exam.not-found');
    expect((await assign(b.student.id, examB)).json().code).toBe('user.not-found');
  });
});
