import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { searchable } from '../../db/schema/columns.ts';
import { type Exercise, exercises } from '../../db/schema/index.ts';

/** The unique index of exercises and the form field it guards. */
export const EXERCISE_UNIQUE_FIELDS = { exercises_chapter_prompt_live_key: 'definition.prompt' };

/** The instruction of an exercise as searches and the unique index read it. */
export const promptOf = sql`${exercises.definition} ->> 'prompt'`;

/** Whether a live exercise of the lesson (other than `excludeId`) has the instruction. */
export async function exercisePromptTaken(
  db: DbOrTx,
  scope: { tenantId: string; chapterId: string },
  value: string,
  excludeId?: string,
) {
  const [row] = await db
    .select({ id: exercises.id })
    .from(exercises)
    .where(
      and(
        eq(exercises.tenantId, scope.tenantId),
        eq(exercises.chapterId, scope.chapterId),
        isNull(exercises.deletedAt),
        sql`${searchable(promptOf)} = ${searchable(sql`${value}::text`)}`,
        excludeId ? ne(exercises.id, excludeId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
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
