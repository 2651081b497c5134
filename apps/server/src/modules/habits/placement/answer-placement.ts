import { PLACEMENT_QUESTION_COUNT, type TPlacementAnswers, type TPlacementStep } from '@puente/shared';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { findHabit, saveHabit } from '../habits.repository.ts';
import { recommendedLesson } from '../starting-lesson.ts';
import { replayPlacement } from './placement-test.ts';

/**
 * POST /api/onboarding/placement: the answers so far give the next question (harder after a right
 * answer, easier after a wrong one), or, after the last, the level and the lesson to start with (the
 * level is kept). Only while the student's onboarding is open (`onboarding.finished` after).
 */
export async function answerPlacement(
  deps: LearningDeps,
  actor: Actor,
  body: TPlacementAnswers,
): Promise<TPlacementStep> {
  const habit = await findHabit(deps.db, actor.tenantId, actor.userId);
  if (habit?.onboarding) throw new AppError('onboarding.finished');
  const progress = replayPlacement(body.answers);
  if (!progress.done) {
    const { id, sentence, hint, options } = progress.question;
    return {
      done: false,
      number: progress.number,
      total: PLACEMENT_QUESTION_COUNT,
      question: { id, sentence, hint, options },
    };
  }
  await saveHabit(deps.db, actor.tenantId, actor.userId, {
    placementLevel: progress.level,
    placementStep: progress.step,
  });
  return {
    done: true,
    level: progress.level,
    recommendation: await recommendedLesson(deps.db, actor.tenantId, progress.level, progress.step),
  };
}
