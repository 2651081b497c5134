import { and, eq, inArray, isNull } from 'drizzle-orm';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { sampleExercises, samplePackage } from '../../../test/learning-kit.ts';
import { useTwoSchools } from '../../../test/use-school.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { chapters, courses, examQuestions, exercises } from '../../db/schema/index.ts';

/** Every statement this test app's pool sends (each checked-out client counted once wrapped). */
function countStatements(t: TestApp) {
  const counter = { statements: 0 };
  const wrapped = new WeakSet<pg.PoolClient>();
  t.deps.database.pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      counter.statements++;
      return query(...args);
    };
  });
  return counter;
}

/** A package of one course with `lessons` lessons of `perLesson` exercises and one exam of 100 questions. */
function bigPackage(key: string, lessons: number, perLesson: number) {
  const pkg = samplePackage();
  const course = pkg.courses[0]!;
  const base = sampleExercises('ex');
  /** The i-th exercise: the samples in turn, each prompt made unique (prompts are unique in a lesson). */
  const nth = (i: number, key: string) => {
    const sample = base[i % base.length]!;
    return { ...sample, key, prompt: `${sample.prompt} (${i + 1})` };
  };
  const lesson = course.chapters[0]!;
  course.key = key;
  course.title = { es: `Curso ${key}`, en: `Course ${key}` };
  course.chapters = Array.from({ length: lessons }, (_, c) => ({
    ...lesson,
    key: `lesson-${c}`,
    title: { es: `Lección ${c}`, en: `Lesson ${c}` },
    exercises: Array.from({ length: perLesson }, (_, i) => nth(i, `ex-${i}`)),
  }));
  course.exams = [
    {
      ...course.exams[0]!,
      questions: Array.from({ length: 100 }, (_, i) => nth(i, `q-${i}`)),
    },
  ];
  return pkg;
}

describe('content import: an item cap, multi-row writes and one import at a time per school', () => {
  let counter: { statements: number };
  const t = useTestApp();
  const { a, b } = useTwoSchools(t);
  beforeAll(async () => {
    counter = countStatements(t);
  });

  const importPackage = (payload: unknown, headers = a.staff$) =>
    t.app.inject({ method: 'POST', url: '/api/content/import', headers, payload: payload as object });

  it('refuses a package of more than 10,000 items with 413 content.too-many-items, writing nothing', async () => {
    // Two full courses (100 lessons of 60 exercises and an exam of 100 questions each): over 12,000 items.
    const tooBig = bigPackage('too-big', 100, 60);
    const second = bigPackage('too-big-2', 100, 60).courses[0]!;
    tooBig.courses.push(second);
    const res = await importPackage(tooBig);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ code: 'content.too-many-items', params: { limit: 10_000 } });
    expect(res.json().params.items).toBeGreaterThan(12_000);
    const rows = await t.deps.db
      .select()
      .from(courses)
      .where(and(eq(courses.tenantId, a.tenant.id), inArray(courses.key, ['too-big', 'too-big-2'])));
    expect(rows).toEqual([]);
    // One course as full as a package allows (6,202 items, the browser specs' 5,000-exercise list among
    // them) imports.
    const fits = await importPackage(bigPackage('full-course', 100, 60));
    expect(fits.statusCode, fits.body).toBe(200);
  });

  it('writes lessons, exercises and questions in multi-row statements, not one per item', async () => {
    counter.statements = 0;
    const res = await importPackage(bigPackage('batched', 4, 60));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().courses[0]).toMatchObject({ chapters: 4, exercises: 240, exams: 1 });
    // 345 items: one statement each would be well over 300.
    expect(counter.statements).toBeLessThan(40);
    const courseId = res.json().courses[0].id;
    const stored = await t.deps.db.select().from(exercises).where(eq(exercises.courseId, courseId));
    expect(stored).toHaveLength(240);
    const questions = await t.deps.db
      .select({ key: examQuestions.key, position: examQuestions.position })
      .from(examQuestions)
      .where(eq(examQuestions.tenantId, a.tenant.id));
    expect(questions.filter((q) => q.key === 'q-99').map((q) => q.position)).toContain(100);
    // A second import of a shorter version updates in place and retires what it no longer lists.
    const shorter = bigPackage('batched', 2, 10);
    const again = await importPackage(shorter);
    expect(again.json().courses[0]).toMatchObject({ id: courseId, created: false, exercises: 20 });
    const live = await t.deps.db
      .select({ key: exercises.key })
      .from(exercises)
      .innerJoin(chapters, eq(chapters.id, exercises.chapterId))
      .where(and(eq(exercises.courseId, courseId), isNull(exercises.deletedAt), isNull(chapters.deletedAt)));
    expect(live).toHaveLength(20);
  });

  it('answers 409 content.import-running while another import of the school runs; other schools go on', async () => {
    expect((await importPackage(bigPackage('locked', 1, 5))).statusCode).toBe(200);
    // Hold the course's row, so the next import of it waits in the middle of its transaction.
    const blocker = await t.deps.database.pool.connect();
    try {
      await blocker.query('begin');
      await blocker.query('select 1 from courses where tenant_id = $1 and key = $2 for update', [
        a.tenant.id,
        'locked',
      ]);
      const first = importPackage(bigPackage('locked', 1, 6));
      await waitFor(async () => {
        const { rows } = await t.deps.database.pool.query(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query like 'insert into "courses"%'`,
        );
        return rows[0].n > 0;
      });
      const second = await importPackage(bigPackage('locked', 1, 7));
      expect(second.statusCode, second.body).toBe(409);
      expect(second.json().code).toBe('content.import-running');
      const elsewhere = await importPackage(bigPackage('locked', 1, 7), b.staff$);
      expect(elsewhere.statusCode, elsewhere.body).toBe(200);
      await blocker.query('rollback');
      const done = await first;
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().courses[0].exercises).toBe(6);
    } finally {
      blocker.release();
    }
    // The turn is given back with the transaction.
    expect((await importPackage(bigPackage('locked', 1, 8))).statusCode).toBe(200);
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
