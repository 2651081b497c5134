import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import { buildUser } from '../../test/factories.ts';
import { passLessonExercises } from '../../test/pass-lesson-exercises.ts';
import { signIn } from '../../test/sign-in.ts';
import { statementsDuring } from '../../test/statements-during.ts';
import { TestClock } from '../../test/test-clock.ts';
import { useSchool } from '../../test/use-school.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { chapterProgress, chapters, courses } from '../db/schema/index.ts';
import { actorOf } from '../lib/actor.ts';
import { buildPlan, pay, storedCard } from '../modules/billing/billing.test-support.ts';

type Headers = Record<string, string>;

/**
 * Two instances of the app on one database, both caching signed-in reads (account figures, course
 * list, lesson): a change made through one, or written straight to the database as a job would, is
 * seen on the other's next request once the database's notification has arrived (the barrier waits for
 * it); a change made through an instance is seen on that instance's very next request.
 */
describe('data caches across instances', () => {
  const caching = { AUTH_CACHE_MS: 60_000, TENANT_CACHE_MS: 60_000, DATA_CACHE_MS: 60_000 };
  const clock = new TestClock('2026-01-05');
  const a = useTestApp({
    config: caching,
    clock,
    // A student's write that the database does not announce (triggers off): only the instance's own
    // invalidation after a write can make it show on the next request.
    extend: (app) => {
      app.post('/api/test/silent-complete/:chapterId', async (request, reply) => {
        const actor = actorOf(request);
        const { chapterId } = request.params as { chapterId: string };
        await app.deps.db.transaction(async (tx) => {
          await tx.execute(sql`set local session_replication_role = replica`);
          await tx
            .update(chapterProgress)
            .set({ completedAt: clock.now() })
            .where(and(eq(chapterProgress.userId, actor.userId), eq(chapterProgress.chapterId, chapterId)));
        });
        return reply.status(204).send();
      });
    },
  });
  const b = useTestApp(() => ({ config: caching, clock, database: a.deps.database }));
  const school = useSchool(a, 'Caché');

  const read = async (t: TestApp, url: string, headers: Headers) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.json();
  };
  const post = async (t: TestApp, url: string, headers: Headers, payload?: unknown) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res;
  };
  const courseList = (t: TestApp, headers = school.student$) => read(t, '/api/courses', headers);
  const firstLessonId = async () => {
    const detail = await read(a, `/api/courses/${school.courseId}`, school.student$);
    return detail.lessons[0].id as string;
  };
  const lesson = (t: TestApp, id: string, headers = school.student$) =>
    read(t, `/api/chapters/${id}`, headers);
  /** Every change committed so far has reached both instances. */
  const settled = () => b.app.cacheInvalidation.barrier();

  it('answers from memory: a change the database does not announce stays unseen until invalidated', async () => {
    const id = await firstLessonId();
    const before = await lesson(a, id);
    expect(await lesson(a, id)).toEqual(before);
    await a.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(chapters).set({ titleEs: 'Sin aviso' }).where(eq(chapters.id, id));
    });
    await settled();
    expect((await lesson(a, id)).title.es).toBe(before.title.es);
    a.deps.dataCache.invalidate({ kind: 'content', id: school.tenant.id });
    expect((await lesson(a, id)).title.es).toBe('Sin aviso');
    await a.deps.db.update(chapters).set({ titleEs: before.title.es }).where(eq(chapters.id, id));
    await settled();
    expect((await lesson(a, id)).title.es).toBe(before.title.es);
  });

  it("a lesson's title edited in the database shows on both instances' lesson", async () => {
    const id = await firstLessonId();
    const staffView = await lesson(b, id, school.staff$);
    await lesson(a, id);
    await b.deps.db.update(chapters).set({ titleEs: 'Lección renombrada' }).where(eq(chapters.id, id));
    await settled();
    expect((await lesson(a, id)).title.es).toBe('Lección renombrada');
    expect((await lesson(b, id, school.staff$)).title.es).toBe('Lección renombrada');
    await b.deps.db.update(chapters).set({ titleEs: staffView.title.es }).where(eq(chapters.id, id));
  });

  it("a course unpublished in the database leaves the students' course list on A", async () => {
    const listed = await courseList(a);
    expect(listed.map((c: { id: string }) => c.id)).toContain(school.courseId);
    await b.deps.db.update(courses).set({ published: false }).where(eq(courses.id, school.courseId));
    await settled();
    expect((await courseList(a)).map((c: { id: string }) => c.id)).not.toContain(school.courseId);
    await b.deps.db.update(courses).set({ published: true }).where(eq(courses.id, school.courseId));
    await settled();
    expect((await courseList(a)).map((c: { id: string }) => c.id)).toContain(school.courseId);
  });

  it("an exercise checked through B changes the lesson's exercise status on A", async () => {
    const id = await firstLessonId();
    const before = await lesson(a, id);
    const single = before.exercises.find((e: { type: string }) => e.type === 'single-choice');
    expect(single).toBeDefined();
    const presented = await read(b, `/api/exercises/${single.id}`, school.student$);
    await post(b, `/api/exercises/${single.id}/check`, school.student$, {
      answer: { type: 'single-choice', choice: presented.options[0].id },
    });
    await settled();
    const after = (await lesson(a, id)).exercises.find((e: { id: string }) => e.id === single.id);
    expect(after.attempts).toBe(single.attempts + 1);
    expect(after.status).not.toBe('not-started');
  });

  it('an exercise checked on A shows on the same student’s next lesson on A at once', async () => {
    const id = await firstLessonId();
    const before = await lesson(a, id);
    const single = before.exercises.find((e: { type: string }) => e.type === 'single-choice');
    const presented = await read(a, `/api/exercises/${single.id}`, school.student$);
    await post(a, `/api/exercises/${single.id}/check`, school.student$, {
      answer: { type: 'single-choice', choice: presented.options[0].id },
    });
    const after = (await lesson(a, id)).exercises.find((e: { id: string }) => e.id === single.id);
    expect(after.attempts).toBe(single.attempts + 1);
  });

  it("a lesson completed through B changes the course list's progress on A", async () => {
    const mine = (list: { id: string; completedLessons: number; lastLessonId: string | null }[]) =>
      list.find((c) => c.id === school.courseId)!;
    const id = await firstLessonId();
    const before = mine(await courseList(a));
    expect(before.completedLessons).toBe(0);
    await passLessonExercises(b, school.student$, id);
    await post(b, `/api/chapters/${id}/complete`, school.student$);
    await settled();
    const after = mine(await courseList(a));
    expect(after.completedLessons).toBe(1);
    expect(after.lastLessonId).toBe(id);
    expect((await lesson(a, id)).completed).toBe(true);
  });

  it("a student's write on A drops A's cached reads of that student before it answers", async () => {
    const user = await buildUser(a.deps.db, school.tenant);
    const { headers } = await signIn(a, user);
    const [, second] = (await read(a, `/api/courses/${school.courseId}`, headers)).lessons;
    await post(a, `/api/chapters/${second.id}/view`, headers);
    await settled();
    expect((await lesson(a, second.id, headers)).completed).toBe(false);
    expect((await lesson(a, second.id, headers)).completed).toBe(false);
    // Not announced by the database: only A's own invalidation after the write can show it.
    await post(a, `/api/test/silent-complete/${second.id}`, headers, {});
    expect((await lesson(a, second.id, headers)).completed).toBe(true);
  });

  it('a ledger entry written in the database (as a job does) changes getmyaccount on A', async () => {
    const user = await buildUser(a.deps.db, school.tenant);
    await buildPlan(a.deps.db, school.tenant, user);
    const { headers } = await signIn(a, user);
    const before = await read(a, '/api/account/getmyaccount', headers);
    expect(await read(a, '/api/account/getmyaccount', headers)).toEqual(before);
    await b.deps.db.execute(sql`
      insert into ledger_entries (id, tenant_id, account_id, kind, amount_cents, reason)
      values (gen_random_uuid(), ${school.tenant.id}, ${user.accountId}, 'adjustment', 1000, 'cache test')`);
    await settled();
    expect((await read(a, '/api/account/getmyaccount', headers)).balance).toBe(before.balance + 10);
  });

  it("a student's exercise check keeps the account cached: the next getmyaccount reads nothing", async () => {
    const user = await buildUser(a.deps.db, school.tenant);
    await buildPlan(a.deps.db, school.tenant, user);
    const { headers } = await signIn(a, user);
    await post(a, `/api/courses/${school.courseId}/enroll`, headers);
    const before = await read(a, '/api/account/getmyaccount', headers);
    const id = await firstLessonId();
    const single = (await lesson(a, id, headers)).exercises.find(
      (e: { type: string }) => e.type === 'single-choice',
    );
    const presented = await read(a, `/api/exercises/${single.id}`, headers);
    await post(a, `/api/exercises/${single.id}/check`, headers, {
      answer: { type: 'single-choice', choice: presented.options[0].id },
    });
    await settled();
    const seen = await statementsDuring(a, async () => {
      expect(await read(a, '/api/account/getmyaccount', headers)).toEqual(before);
    });
    expect(seen).toEqual([]);
  });

  it("a payment on A shows in A's next getmyaccount at once, and in B's once announced", async () => {
    const user = await buildUser(a.deps.db, school.tenant);
    await buildPlan(a.deps.db, school.tenant, user);
    const { headers } = await signIn(a, user);
    const paymentMethodId = await storedCard(a, headers, '4242424242424242');
    const customer = (await read(a, '/api/retail/getstripecustomer', headers)).id;
    const before = await read(a, '/api/account/getmyaccount', headers);
    expect((await read(b, '/api/account/getmyaccount', headers)).balance).toBe(before.balance);
    const res = await pay(a, headers, { amount: 50, customer, paymentMethodId }, 'cache-key');
    expect(res.json().status).toBe('succeeded');
    expect((await read(a, '/api/account/getmyaccount', headers)).balance).toBe(before.balance - 50);
    await settled();
    expect((await read(b, '/api/account/getmyaccount', headers)).balance).toBe(before.balance - 50);
  });
});
