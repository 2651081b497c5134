import type { TExerciseSummary } from '@puente/shared';
import type { AttemptStats, ExerciseHeading } from './exercises.repository.ts';

export function presentExerciseSummary(exercise: ExerciseHeading, stats: AttemptStats): TExerciseSummary {
  const mine = stats.get(exercise.id);
  return {
    id: exercise.id,
    courseId: exercise.courseId,
    chapterId: exercise.chapterId,
    position: exercise.position,
    type: exercise.type,
    prompt: exercise.definition.prompt,
    promptEn: exercise.definition.promptEn ?? null,
    status: !mine ? 'not-started' : mine.bestScore === 100 ? 'correct' : 'attempted',
    bestScore: mine?.bestScore ?? null,
    attempts: mine?.attempts ?? 0,
  };
}
