import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { type StudyHabit, studyHabits, users } from '../../db/schema/index.ts';

/** A student's habit row (null: never onboarded nor set). */
export async function findHabit(db: DbOrTx, tenantId: string, userId: string): Promise<StudyHabit | null> {
  const [row] = await db
    .select()
    .from(studyHabits)
    .where(and(eq(studyHabits.tenantId, tenantId), eq(studyHabits.userId, userId)))
    .limit(1);
  return row ?? null;
}

type HabitChanges = Partial<
  Pick<
    StudyHabit,
    | 'onboarding'
    | 'placementLevel'
    | 'placementStep'
    | 'dailyGoalMinutes'
    | 'reminderEnabled'
    | 'reminderHour'
  >
>;

/** Writes some of a student's habit fields (creating the row with the defaults for the rest). */
export async function saveHabit(db: DbOrTx, tenantId: string, userId: string, changes: HabitChanges) {
  const [row] = await db
    .insert(studyHabits)
    .values({ tenantId, userId, ...changes })
    .onConflictDoUpdate({
      target: [studyHabits.tenantId, studyHabits.userId],
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/**
 * Ends a student's onboarding once: the row's state is set only while it is still open (two tabs, a
 * replay), answering whether this call set it.
 */
export async function finishOnboarding(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  state: 'done' | 'skipped',
  changes: HabitChanges = {},
): Promise<boolean> {
  const rows = await db
    .insert(studyHabits)
    .values({ tenantId, userId, ...changes, onboarding: state })
    .onConflictDoUpdate({
      target: [studyHabits.tenantId, studyHabits.userId],
      set: { ...changes, onboarding: state, updatedAt: sql`now()` },
      setWhere: sql`${studyHabits.onboarding} is null`,
    })
    .returning({ userId: studyHabits.userId });
  return rows.length > 0;
}

/** The student's own time zone, else null (the school's applies). */
export async function userTimeZone(db: DbOrTx, tenantId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row?.timeZone ?? null;
}

/** Whether a student is still to be onboarded (no row, or a placement under way). */
export async function isOnboardingPending(db: DbOrTx, tenantId: string, userId: string): Promise<boolean> {
  return !(await findHabit(db, tenantId, userId))?.onboarding;
}
