import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { buildUser } from '../../../test/factories.ts';
import { useTwoSchools } from '../../../test/use-school.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { newId } from '../../db/new-id.ts';
import { courses, exercises, users } from '../../db/schema/index.ts';
import { recordChecksIfUnchanged } from './exercises.repository.ts';

const batch = <T>(value: T): T[] => Array.from({ length: 24 }, () => value);
const pool = (t: TestApp) => (t.deps.db as unknown as { $client: pg.Pool }).$client;

/**
 * Stores a batch through recordChecksIfUnchanged in a transaction that is rolled back, and answers the
 * plan that the batch's function ran for its statement (auto_explain, as a notice: its inserts into
 * exercise_attempts), with the rows each node gave and the calls' arguments.
 */
async function planOfBatch(t: TestApp, values: unknown[][]): Promise<string> {
  const client = await pool(t).connect();
  const plans: string[] = [];
  const collect = (notice: { message?: string }) => {
    if (notice.message?.includes('Insert on public.exercise_attempts')) plans.push(notice.message);
  };
  client.on('notice', collect);
  try {
    await client.query('begin');
    await client.query(`load 'auto_explain'`);
    for (const setting of [
      'log_min_duration = 0',
      'log_nested_statements = on',
      'log_analyze = on',
      'log_timing = off',
      'log_verbose = on',
      'log_level = notice',
    ])
      await client.query(`set local auto_explain.${setting}`);
    await client.query(recordChecksIfUnchanged.text, values);
    expect(plans).toHaveLength(1);
    return plans[0]!;
  } finally {
    client.off('notice', collect);
    await client.query('rollback');
    client.release();
  }
}

// Attempts and activity events name their user and exercise with the tenant (decision 0063), checked once per
// statement by triggers that keep a foreign key's rules (decision 0104), and a user's best score on an exercise is read from the top of an index that leads with
// the tenant, whatever the planner's statistics say.
describe('exercise attempts: tenant-consistent references and the best-score index', () => {
  let exerciseA: { id: string; courseId: string };
  const t = useTestApp();
  const { a, b } = useTwoSchools(t);
  beforeAll(async () => {
    const [first] = await t.deps.db
      .select({ id: exercises.id, courseId: exercises.courseId })
      .from(exercises)
      .where(eq(exercises.tenantId, a.tenant.id))
      .limit(1);
    exerciseA = first!;
  });

  /** The checks' values of recordChecksIfUnchanged (before the cards'): 24 answers of a.student to exerciseA. */
  const checksOfA = (definitionJson: string, score: number): unknown[][] => [
    [exerciseA.id],
    [definitionJson],
    batch(a.tenant.id),
    batch(a.student.id),
    batch(exerciseA.id),
    batch(false),
    batch(1),
    batch(null).map(() => newId()),
    batch('{}'),
    batch(score),
    batch(score === 100),
    batch(new Date().toISOString()),
  ];
  const insertAttempt = (tenantId: string, userId: string, exerciseId: string, courseId: string) =>
    t.deps.db.execute(sql`
      insert into exercise_attempts (id, tenant_id, user_id, course_id, exercise_id, answer, score, correct, created_at)
      values (${newId()}, ${tenantId}, ${userId}, ${courseId}, ${exerciseId}, '{}'::jsonb, 50, false, now())`);
  const insertEvent = (tenantId: string, userId: string) =>
    t.deps.db.execute(sql`
      insert into activity_events (id, tenant_id, user_id, kind, resource_type, resource_id)
      values (${newId()}, ${tenantId}, ${userId}, 'exercise.checked', 'exercise', ${exerciseA.id})`);
  const violation = { cause: expect.objectContaining({ code: '23503' }) };

  it('stores an attempt whose user, exercise and course are of its tenant', async () => {
    await expect(
      insertAttempt(a.tenant.id, a.student.id, exerciseA.id, exerciseA.courseId),
    ).resolves.toBeDefined();
    await expect(insertEvent(a.tenant.id, a.student.id)).resolves.toBeDefined();
  });

  it("refuses an attempt or an event naming another tenant's user, exercise or a wrong course", async () => {
    await expect(
      insertAttempt(a.tenant.id, b.student.id, exerciseA.id, exerciseA.courseId),
    ).rejects.toMatchObject(violation);
    await expect(
      insertAttempt(b.tenant.id, b.student.id, exerciseA.id, exerciseA.courseId),
    ).rejects.toMatchObject(violation);
    await expect(insertAttempt(a.tenant.id, a.student.id, exerciseA.id, b.courseId)).rejects.toMatchObject(
      violation,
    );
    await expect(insertEvent(b.tenant.id, a.student.id)).rejects.toMatchObject(violation);
  });

  it("moves the attempts' course along when an exercise moves to another course of its tenant", async () => {
    const [course] = await t.deps.db.select().from(courses).where(eq(courses.id, exerciseA.courseId));
    const [other] = await t.deps.db
      .insert(courses)
      .values({
        ...course!,
        id: newId(),
        key: `${course!.key}-other`,
        titleEs: 'Otro curso',
        titleEn: 'Another course',
        presentationOrder: course!.presentationOrder + 100,
      })
      .returning({ id: courses.id });
    await t.deps.db.update(exercises).set({ courseId: other!.id }).where(eq(exercises.id, exerciseA.id));
    const { rows } = await t.deps.db.execute<{ course_id: string }>(
      sql`select distinct course_id from exercise_attempts where exercise_id = ${exerciseA.id}`,
    );
    expect(rows).toEqual([{ course_id: other!.id }]);
    await t.deps.db
      .update(exercises)
      .set({ courseId: exerciseA.courseId })
      .where(eq(exercises.id, exerciseA.id));
  });

  const refusedBy = (constraint: string) => ({
    cause: expect.objectContaining({ code: '23503', constraint }),
  });
  /** A learner of school A that nothing else names (not an account's holder). */
  const newLearner = () => buildUser(t.deps.db, a.tenant, { accountId: a.student.accountId });

  it('refuses to move an attempt to a user of another tenant', async () => {
    const learner = await newLearner();
    await insertAttempt(a.tenant.id, learner.id, exerciseA.id, exerciseA.courseId);
    await expect(
      t.deps.db.execute(
        sql`update exercise_attempts set user_id = ${b.student.id} where user_id = ${learner.id}`,
      ),
    ).rejects.toMatchObject(refusedBy('exercise_attempts_user_fk'));
    await expect(
      t.deps.db.execute(
        sql`update activity_events set tenant_id = ${b.tenant.id} where user_id = ${a.student.id}`,
      ),
    ).rejects.toMatchObject(refusedBy('activity_events_user_fk'));
  });

  it('keeps a user or an exercise that attempts or events name: not deleted, its key not changed', async () => {
    const learner = await newLearner();
    await insertEvent(a.tenant.id, learner.id);
    await expect(t.deps.db.delete(users).where(eq(users.id, learner.id))).rejects.toMatchObject(
      refusedBy('activity_events_user_fk'),
    );
    await expect(
      t.deps.db.update(users).set({ tenantId: b.tenant.id }).where(eq(users.id, learner.id)),
    ).rejects.toMatchObject(refusedBy('activity_events_user_fk'));
    await insertAttempt(a.tenant.id, learner.id, exerciseA.id, exerciseA.courseId);
    await expect(t.deps.db.delete(users).where(eq(users.id, learner.id))).rejects.toMatchObject(
      refusedBy('exercise_attempts_user_fk'),
    );
    await expect(t.deps.db.delete(exercises).where(eq(exercises.id, exerciseA.id))).rejects.toMatchObject(
      refusedBy('exercise_attempts_exercise_fk'),
    );
    // A user that nothing names is deleted, and an update that keeps the key passes.
    const unnamed = await newLearner();
    await t.deps.db.update(users).set({ tenantId: a.tenant.id }).where(eq(users.id, learner.id));
    await t.deps.db.delete(users).where(eq(users.id, unnamed.id));
    expect(await t.deps.db.select().from(users).where(eq(users.id, unnamed.id))).toEqual([]);
  });

  it('locks what an uncommitted event names: a delete of its user waits for it, then is refused', async () => {
    const learner = await newLearner();
    const writer = await pool(t).connect();
    const deleter = await pool(t).connect();
    const insertEventOn = (client: pg.PoolClient, userId: string) =>
      client.query(
        `insert into activity_events (id, tenant_id, user_id, kind, resource_type, resource_id)
         values ($1, $2, $3, 'exercise.checked', 'exercise', $4)`,
        [newId(), a.tenant.id, userId, exerciseA.id],
      );
    try {
      await writer.query('begin');
      await insertEventOn(writer, learner.id);
      await deleter.query('begin');
      await deleter.query(`set local lock_timeout = '200ms'`);
      await expect(deleter.query('delete from users where id = $1', [learner.id])).rejects.toMatchObject({
        code: '55P03',
      });
      await deleter.query('rollback');
      await writer.query('commit');
      await expect(deleter.query('delete from users where id = $1', [learner.id])).rejects.toMatchObject({
        code: '23503',
        constraint: 'activity_events_user_fk',
      });

      // The other order: an event naming a user whose deletion is not yet committed waits, then is refused.
      const leaving = await newLearner();
      await deleter.query('begin');
      await deleter.query('delete from users where id = $1', [leaving.id]);
      let settled = false;
      const waiting = insertEventOn(writer, leaving.id).finally(() => {
        settled = true;
      });
      waiting.catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(settled).toBe(false);
      await deleter.query('commit');
      await expect(waiting).rejects.toMatchObject({ code: '23503', constraint: 'activity_events_user_fk' });
    } finally {
      await deleter.query('rollback').catch(() => undefined);
      writer.release();
      deleter.release();
    }
  });

  it('reads the best score from the top of the index even after 60,000 attempts and fresh statistics', async () => {
    await t.deps.db.execute(sql`
      insert into exercise_attempts (id, tenant_id, user_id, course_id, exercise_id, answer, score, correct, created_at)
      select gen_random_uuid(), ${a.tenant.id}, ${a.student.id}, ${exerciseA.courseId}, ${exerciseA.id}, '{}'::jsonb,
        100, true, now() from generate_series(1, 60000)`);
    await t.deps.db.execute(sql`analyze exercise_attempts`);
    // The statement a check runs (its best-score subquery is correlated with the checks of the batch).
    const [definition] = await t.deps.db
      .select({ json: sql<string>`definition::text` })
      .from(exercises)
      .where(eq(exercises.id, exerciseA.id));
    const plan = await planOfBatch(t, [
      // A batch of 24 checks of the exercise, as under load.
      ...checksOfA(definition!.json, 100),
      // No wrong answers: the one (empty) set of review cards.
      batch(1),
      batch(0),
      ...Array.from({ length: 12 }, () => []),
    ]);
    expect(plan).toMatch(
      /Index (Only )?Scan Backward using exercise_attempts_tenant_user_exercise_score_idx/,
    );
    expect(plan).not.toMatch(/Bitmap|Seq Scan/);
  });

  it('runs the generic plan from the first batch, and it reads each array once and finds exercises by key', async () => {
    // The batch's function always runs its generic plan (a custom plan for every batch was a quarter of the
    // database's time under load), made without the arrays' lengths: it must not read the checks again for
    // each exercise of the database (a batch took 40% of the server's time that way).
    const [exercise] = await t.deps.db
      .select({ chapterId: exercises.chapterId, json: sql<string>`definition::text` })
      .from(exercises)
      .where(eq(exercises.id, exerciseA.id));
    const words = <T>(make: (j: number) => T) => Array.from({ length: 3 }, (_, j) => make(j));
    const values: unknown[][] = [
      ...checksOfA(exercise!.json, 0),
      // Every check missed the same three words (set 1); each has its own card ids.
      batch(1),
      batch(null).map((_, i) => i * 3),
      batch(null).flatMap(() => words(() => newId())),
      words(() => 1),
      words((j) => j + 1),
      words((j) => `plan-word-${j}`),
      words(() => 'recall'),
      words((j) => `word ${j}`),
      words((j) => `palabra ${j}`),
      words(() => null),
      words(() => null),
      words(() => 'missed-answer'),
      words(() => exercise!.chapterId),
      words(() => null),
    ];
    const plan = await planOfBatch(t, values);
    // The generic plan, on the first call: the arrays are the function's parameters, not their values.
    expect(plan).toMatch(/Function Call: unnest\(\$\d+/);
    expect(plan).not.toMatch(/Function Call: unnest\('/);
    const arrays = plan.split('\n').filter((line) => line.includes('Function Scan'));
    expect(arrays.length).toBeGreaterThanOrEqual(3);
    for (const line of arrays) expect(line).toMatch(/loops=1\)/);
    expect(plan).toMatch(/Conflicting Tuples: 0/);
    expect(plan).toMatch(/Tuples Inserted: 3\b/);
  });
});
