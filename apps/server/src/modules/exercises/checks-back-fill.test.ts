import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { useTwoSchools } from '../../../test/use-school.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { newId } from '../../db/new-id.ts';
import { exercises } from '../../db/schema/index.ts';

const migration = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../db/migrations/0053_checks_are_their_attempts.sql',
);

// Migration 0053 removes the 'exercise.checked' events written beside their attempts (the attempts are the
// checks now, decision 0167), and only those: its last statement, run again on rows of the old kind.
describe('the back-fill of checks that are their attempts (migration 0053)', () => {
  const t = useTestApp();
  const { a } = useTwoSchools(t);

  it('removes each event paired with an attempt, never more events than attempts, nothing else', async () => {
    const user = await buildUser(t.deps.db, a.tenant);
    const rows = await t.deps.db
      .select({ id: exercises.id })
      .from(exercises)
      .where(and(eq(exercises.tenantId, a.tenant.id), eq(exercises.courseId, a.courseId)));
    const [one, two] = rows.map((row) => row.id);
    const at = '2026-03-10T10:00:00Z';
    const attempt = (exerciseId: string, when: string) =>
      t.deps.db.execute(sql`
        insert into exercise_attempts (id, tenant_id, user_id, course_id, exercise_id, answer, score, correct, created_at)
        values (${newId()}, ${a.tenant.id}, ${user.id}, ${a.courseId}, ${exerciseId}, '{}'::jsonb, 100, true, ${when})`);
    const event = (exerciseId: string, when: string, kind = 'exercise.checked') =>
      t.deps.db.execute(sql`
        insert into activity_events (id, tenant_id, user_id, kind, resource_type, resource_id, created_at, detail)
        values (${newId()}, ${a.tenant.id}, ${user.id}, ${kind}, 'exercise', ${exerciseId}, ${when},
          '{"correct": true, "score": 100}')`);
    // Two checks of one exercise at one instant (one batch), written the old way: two attempts, two events;
    // a third event of that instant has no attempt of its own.
    await attempt(one!, at);
    await attempt(one!, at);
    for (let i = 0; i < 3; i++) await event(one!, at);
    // An event of another exercise or instant than any attempt (demo data), and another kind.
    await event(two!, at);
    await event(one!, '2026-03-10T10:05:00Z');
    await event(one!, at, 'lesson.viewed');
    const days = async () =>
      (
        await t.deps.db.execute(sql`
          select events, study_seconds, exercises_right from activity_user_days where user_id = ${user.id}`)
      ).rows;
    const rollUpBefore = await days();
    const statements = readFileSync(migration, 'utf8').split('--> statement-breakpoint');
    await t.deps.db.execute(sql.raw(statements.at(-1)!));
    const { rows: left } = await t.deps.db.execute<{ kind: string; exercise: string; at: string }>(sql`
      select kind, case resource_id when ${one} then 'one' else 'two' end as exercise,
        to_char(created_at at time zone 'UTC', 'HH24:MI') as at
      from activity_events where user_id = ${user.id} order by kind, exercise, at`);
    expect(left).toEqual([
      { kind: 'exercise.checked', exercise: 'one', at: '10:00' },
      { kind: 'exercise.checked', exercise: 'one', at: '10:05' },
      { kind: 'exercise.checked', exercise: 'two', at: '10:00' },
      { kind: 'lesson.viewed', exercise: 'one', at: '10:00' },
    ]);
    // The roll-ups are not touched (they counted those events once; the attempts count them now).
    expect(await days()).toEqual(rollUpBefore);
  });

  it("stores the previous release's checks (during a rolling upgrade) as attempts only, counted once", async () => {
    const user = await buildUser(t.deps.db, a.tenant);
    const [exercise] = await t.deps.db
      .select({ id: exercises.id, json: sql<string>`definition::text` })
      .from(exercises)
      .where(and(eq(exercises.tenantId, a.tenant.id), eq(exercises.type, 'listening')));
    const two = <T>(value: T) => [value, value];
    // The previous release's call: its arrays, the events' ids thirteenth.
    const { rows } = await t.deps.database.pool.query(
      `select check_n from puente_record_exercise_checks($1::uuid[], $2::jsonb[], $3::uuid[], $4::uuid[],
        $5::uuid[], $6::boolean[], $7::int[], $8::uuid[], $9::jsonb[], $10::int[], $11::boolean[],
        $12::timestamptz[], $13::uuid[], $14::int[], $15::int[], $16::uuid[], $17::int[], $18::int[],
        $19::text[], $20::text[], $21::text[], $22::text[], $23::text[], $24::text[], $25::text[],
        $26::uuid[], $27::uuid[])`,
      [
        [exercise!.id],
        [exercise!.json],
        two(a.tenant.id),
        two(user.id),
        two(exercise!.id),
        two(false),
        two(1),
        [newId(), newId()],
        two('{"type":"listening","text":"school"}'),
        [100, 0],
        [true, false],
        ['2026-03-11T10:00:00Z', '2026-03-11T10:02:00Z'],
        [newId(), newId()],
        two(1),
        two(0),
        ...Array.from({ length: 12 }, () => []),
      ],
    );
    expect(rows).toHaveLength(2);
    const { rows: counted } = await t.deps.db.execute<{
      events: number;
      attempts: number;
      checked: number;
    }>(sql`
      select (select count(*)::int from activity_events where user_id = ${user.id}) as events,
        (select count(*)::int from exercise_attempts where user_id = ${user.id}) as attempts,
        (select sum(exercises_right + exercises_wrong)::int from activity_user_days where user_id = ${user.id}) as checked`);
    expect(counted[0]).toEqual({ events: 0, attempts: 2, checked: 2 });
  });
});
