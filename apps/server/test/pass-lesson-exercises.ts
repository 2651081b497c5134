import { and, asc, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { exercises } from '../src/db/schema/index.ts';
import { checkAnswer } from '../src/modules/exercises/index.ts';
import { fullMarksAnswer } from '../src/seed/full-marks-answer.ts';
import type { TestApp } from './build-test-app.ts';

/** The student (by these headers) answers every exercise of the lesson with full marks, through the API. */
export async function passLessonExercises(t: TestApp, headers: Record<string, string>, chapterId: string) {
  const rows = await t.deps.db
    .select()
    .from(exercises)
    .where(and(eq(exercises.chapterId, chapterId), isNull(exercises.deletedAt)))
    .orderBy(asc(exercises.position));
  for (const exercise of rows) {
    const answer = fullMarksAnswer(checkAnswer(exercise, null).correctAnswer);
    const checked = await t.app.inject({
      method: 'POST',
      url: `/api/exercises/${exercise.id}/check`,
      headers,
      payload: { answer },
    });
    expect(checked.statusCode).toBe(200);
  }
}
