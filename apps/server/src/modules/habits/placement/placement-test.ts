import { PLACEMENT_QUESTION_COUNT, type TCefrLevel } from '@puente/shared';
import { AppError } from '../../../lib/app-error.ts';
import { PLACEMENT_QUESTIONS, type PlacementQuestion } from './placement-questions.ts';

/** The step the test starts at (A1, high): a beginner reaches A1 low at the first wrong answer. */
export const START_STEP = 1;
const TOP_STEP = 5;

/** The level of a step: two steps per level, A1 to B1. */
const levelOfStep = (step: number): TCefrLevel => (step <= 1 ? 'A1' : step <= 3 ? 'A2' : 'B1');

/**
 * The question asked at a step: the first not asked yet there, else the nearest step's (a long run of
 * right or wrong answers at the top or the bottom goes on with the neighbouring questions).
 */
function questionAt(
  step: number,
  asked: ReadonlySet<string>,
  bank: readonly PlacementQuestion[] = PLACEMENT_QUESTIONS,
): PlacementQuestion {
  for (let distance = 0; distance <= TOP_STEP; distance += 1) {
    for (const candidate of [step - distance, step + distance]) {
      const found = bank.find((question) => question.step === candidate && !asked.has(question.id));
      if (found) return found;
    }
  }
  throw new Error('placement: the question bank ran out');
}

export type PlacementProgress =
  | { done: false; number: number; question: PlacementQuestion }
  | { done: true; step: number; level: TCefrLevel };

/**
 * Replays the answers given so far (the test keeps no state between calls: the answers are the state):
 * each must answer the question the test asked at that point, else `placement.unknown-question`. A right
 * answer moves one step up, a wrong one one step down. After the last answer, the step reached gives the
 * level; before it, the next question.
 */
export function replayPlacement(
  answers: readonly { questionId: string; choice: number }[],
  bank: readonly PlacementQuestion[] = PLACEMENT_QUESTIONS,
): PlacementProgress {
  let step = START_STEP;
  const asked = new Set<string>();
  for (const answer of answers) {
    const question = questionAt(step, asked, bank);
    if (question.id !== answer.questionId || answer.choice >= question.options.length)
      throw new AppError('placement.unknown-question');
    asked.add(question.id);
    step = Math.min(TOP_STEP, Math.max(0, step + (answer.choice === question.answer ? 1 : -1)));
  }
  if (answers.length >= PLACEMENT_QUESTION_COUNT) return { done: true, step, level: levelOfStep(step) };
  return { done: false, number: answers.length + 1, question: questionAt(step, asked, bank) };
}
