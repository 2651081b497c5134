import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { type Exercise, exercises } from '../../../db/schema/index.ts';
import { liveValueTaken } from '../../../lib/resource-kit/live-value-taken.ts';

/** The unique index of exercises and the form field it guards. */
export const EXERCISE_UNIQUE_FIELDS = { exercises_chapter_prompt_live_key: 'definition.prompt' };

/** The instruction of an exercise as searches and the unique index read it. */
export const promptOf = sql`${exercises.definition} ->> 'prompt'`;

/** Whether a live exercise of the lesson (other than `excludeId`) has the instruction. */
export function exercisePromptTaken(
  db: DbOrTx,
  scope: { tenantId: string; chapterId: string },
  value: string,
  excludeId?: string,
) {
  return liveValueTaken(db, exercises, {
    tenantId: scope.tenantId,
    scope: eq(exercises.chapterId, scope.chapterId),
    columns: [promptOf],
    value,
    excludeId,
  });
}

/** The position after the last exercise of a lesson. */
export async function nextExercisePosition(db: DbOrTx, chapterId: string) {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${exercises.position}), 0) + 1`.mapWith(Number) })
    .from(exercises)
    .where(eq(exercises.chapterId, chapterId));
  return row?.next ?? 1;
}

export async function insertExercise(db: DbOrTx, values: typeof exercises.$inferInsert): Promise<Exercise> {
  const [row] = await db.insert(exercises).values(values).returning();
  return row!;
}
