import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SchoolFixture } from '../../../test/learning-kit.ts';
import { useTwoSchools } from '../../../test/use-school.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { activityEvents, exerciseAttempts } from '../../db/schema/index.ts';

type Item = { id: number; text: string };

describe('exercises', () => {
  let ids: Record<string, string>;
  let otherIds: Record<string, string>;
  const t = useTestApp();
  const { a, b } = useTwoSchools(t);
  beforeAll(async () => {
    const byType = async (school: SchoolFixture) => {
      const list = (await t.app.inject({ url: '/api/exercises', headers: school.student$ })).json();
      return Object.fromEntries(list.map((e: { type: string; id: string }) => [e.type, e.id]));
    };
    ids = await byType(a);
    otherIds = await byType(b);
  });

  const get = (id: string, headers = a.student$) => t.app.inject({ url: `/api/exercises/${id}`, headers });
  const check = (id: string, answer: unknown, headers = a.student$) =>
    t.app.inject({ method: 'POST', url: `/api/exercises/${id}/check`, headers, payload: { answer } });

  it('lists exercises with status, filtered by course or lesson', async () => {
    const all = (await t.app.inject({ url: '/api/exercises', headers: a.student$ })).json();
    expect(all.map((e: { type: string }) => e.type)).toEqual([
      'single-choice',
      'multiple-choice',
      'fill-in-blank',
      'word-order',
      'matching',
      'listening',
    ]);
    expect(all[0]).toMatchObject({
      courseId: a.courseId,
      status: 'not-started',
      bestScore: null,
      attempts: 0,
    });
    const byCourse = await t.app.inject({
      url: `/api/exercises?courseId=${a.courseId}`,
      headers: a.student$,
    });
    expect(byCourse.json()).toHaveLength(6);
    const foreign = await t.app.inject({ url: `/api/exercises?courseId=${b.courseId}`, headers: a.student$ });
    expect(foreign.json()).toEqual([]);
    const bad = await t.app.inject({ url: '/api/exercises?chapterId=nope', headers: a.student$ });
    expect(bad.statusCode).toBe(400);
  });

  it('presents an exercise without its answers', async () => {
    for (const id of Object.values(ids)) {
      const res = await get(id);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/"correct"|"accepted"|"explanation"|"mistakes"|"feedback"/);
    }
    const fill = (await get(ids['fill-in-blank']!)).json();
    expect(fill).toMatchObject({ text: 'I ___ like coffee. She ___ tired.', blankCount: 2 });
    const order = (await get(ids['word-order']!)).json();
    expect(order.tokens.map((token: Item) => token.text).sort()).toEqual(['I', 'a', 'am', 'student']);
  });

  it("answers 404 for another tenant's exercise", async () => {
    const res = await get(otherIds['single-choice']!);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('exercise.not-found');
    const checked = await check(otherIds['single-choice']!, { type: 'single-choice', choice: 1 });
    expect(checked.statusCode).toBe(404);
  });

  it('checks a single choice: correctness, score, correct answer, explanation and known-mistake feedback', async () => {
    const wrong = await check(ids['single-choice']!, { type: 'single-choice', choice: 0 });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({
      correct: false,
      score: 0,
      items: [{ correct: false }],
      correctAnswer: { type: 'single-choice', choice: 1 },
      explanation: 'Library = biblioteca; bookstore = librería.',
      feedback: ['Falso amigo: bookstore es librería.'],
      bestScore: 0,
    });
    const right = await check(ids['single-choice']!, { type: 'single-choice', choice: 1 });
    expect(right.json()).toMatchObject({ correct: true, score: 100, bestScore: 100 });
  });

  it('checks fill in the blank tolerantly (case, accents, spaces, contractions)', async () => {
    const res = await check(ids['fill-in-blank']!, { type: 'fill-in-blank', blanks: ['  DO   nót ', 'Is.'] });
    expect(res.json()).toMatchObject({
      correct: true,
      score: 100,
      items: [{ correct: true }, { correct: true }],
    });
    const half = await check(ids['fill-in-blank']!, { type: 'fill-in-blank', blanks: ["don't", 'are'] });
    expect(half.json()).toMatchObject({ correct: false, score: 50, feedback: ['Con she se usa is.'] });
    expect(half.json().correctAnswer.blanks).toEqual([
      ["don't", 'do not'],
      ['is', "'s"],
    ]);
  });

  it('checks multiple choice, word order, matching and listening', async () => {
    const multiple = await check(ids['multiple-choice']!, { type: 'multiple-choice', choices: [0, 2] });
    expect(multiple.json()).toMatchObject({ correct: true, score: 100 });

    const order = (await get(ids['word-order']!)).json();
    const idOf = (text: string) => order.tokens.find((token: Item) => token.text === text).id;
    const sentence = ['I', 'am', 'a', 'student'].map(idOf);
    expect((await check(order.id, { type: 'word-order', order: sentence })).json()).toMatchObject({
      correct: true,
    });
    const reversed = await check(order.id, { type: 'word-order', order: [...sentence].reverse() });
    expect(reversed.json()).toMatchObject({ correct: false, correctAnswer: { order: sentence } });

    const matching = (await get(ids.matching!)).json();
    const rightOf = (text: string) => matching.right.find((item: Item) => item.text === text).id;
    const matches = [
      { left: 0, right: rightOf('cocina') },
      { left: 1, right: rightOf('alfombra') },
      { left: 2, right: rightOf('ventana') },
    ];
    expect((await check(matching.id, { type: 'matching', matches })).json()).toMatchObject({ correct: true });

    const listening = await check(ids.listening!, { type: 'listening', text: 'eschool' });
    expect(listening.json()).toMatchObject({
      correct: false,
      correctAnswer: { text: 'school' },
      feedback: ['Sin e al inicio.'],
    });
  });

  it('requires every part of the answer: 400 exercise.provide-all-answers', async () => {
    const incomplete: [string, unknown][] = [
      ['single-choice', { type: 'single-choice', choice: null }],
      ['multiple-choice', { type: 'multiple-choice', choices: [] }],
      ['fill-in-blank', { type: 'fill-in-blank', blanks: ["don't", ' '] }],
      ['fill-in-blank', { type: 'fill-in-blank', blanks: ["don't"] }],
      ['word-order', { type: 'word-order', order: [0, 1] }],
      ['matching', { type: 'matching', matches: [{ left: 0, right: 0 }] }],
      ['listening', { type: 'listening', text: '' }],
    ];
    for (const [type, answer] of incomplete) {
      const res = await check(ids[type]!, answer);
      expect(res.statusCode, type).toBe(400);
      expect(res.json().code, type).toBe('exercise.provide-all-answers');
    }
  });

  it('refuses malformed answers with 400 invalid', async () => {
    const malformed: [string, unknown][] = [
      ['single-choice', { type: 'single-choice', choice: 'b' }],
      ['single-choice', { type: 'single-choice', choice: 5 }],
      ['single-choice', { type: 'fill-in-blank', blanks: ['x'] }],
      ['multiple-choice', { type: 'multiple-choice', choices: [1, 1] }],
      ['word-order', { type: 'word-order', order: [0, 0, 1, 2] }],
      ['matching', { type: 'matching', matches: [{ left: 0 }] }],
      ['listening', { type: 'telepathy' }],
      ['listening', null],
    ];
    for (const [type, answer] of malformed) {
      const res = await check(ids[type]!, answer);
      expect(res.statusCode, JSON.stringify(answer)).toBe(400);
      expect(res.json().code, JSON.stringify(answer)).toBe('invalid');
    }
  });

  it('stores every attempt with its score, writes activity, and reports status and best score', async () => {
    const rows = await t.deps.db
      .select()
      .from(exerciseAttempts)
      .where(
        and(
          eq(exerciseAttempts.userId, a.student.id),
          eq(exerciseAttempts.exerciseId, ids['single-choice']!),
        ),
      );
    expect(rows.map((row) => row.score).sort()).toEqual([0, 100]);
    // The attempts are the checks' activity (no event rows): the day's roll-up counts each of them.
    const events = await t.deps.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.userId, a.student.id), eq(activityEvents.kind, 'exercise.checked')));
    expect(events).toHaveLength(0);
    const { rows: days } = await t.deps.db.execute<{ checked: number; attempts: number }>(sql`
      select (select sum(exercises_right + exercises_wrong)::int from activity_user_days
          where tenant_id = ${a.tenant.id} and user_id = ${a.student.id}) as checked,
        (select count(*)::int from exercise_attempts
          where tenant_id = ${a.tenant.id} and user_id = ${a.student.id}) as attempts`);
    expect(days[0]!.attempts).toBeGreaterThanOrEqual(9);
    expect(days[0]!.checked).toBe(days[0]!.attempts);
    const list = (await t.app.inject({ url: '/api/exercises', headers: a.student$ })).json();
    const byType = Object.fromEntries(list.map((e: { type: string }) => [e.type, e]));
    expect(byType['single-choice']).toMatchObject({ status: 'correct', bestScore: 100, attempts: 2 });
    expect(byType.listening).toMatchObject({ status: 'attempted', bestScore: 0, attempts: 1 });
    const others = (await t.app.inject({ url: '/api/exercises', headers: b.student$ })).json();
    expect(others.every((e: { status: string }) => e.status === 'not-started')).toBe(true);
  });
});
