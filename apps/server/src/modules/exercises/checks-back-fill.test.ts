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
});
