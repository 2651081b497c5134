import type { TExerciseAnswer } from '@puente/shared';
import { AppError, type FieldError } from '../../lib/app-error.ts';
import type { StoredExercise } from './present-exercise.ts';

const bad = (path: string): FieldError[] => [{ path: `answer.${path}`, code: 'invalid' }];
const inRange = (values: number[], n: number) => values.every((value) => value < n);
const unique = (values: number[]) => new Set(values).size === values.length;

function shapeErrors(exercise: StoredExercise, answer: TExerciseAnswer): FieldError[] {
  const d = exercise.definition;
  if (answer.type !== d.type) return bad('type');
  if (d.type === 'single-choice' && answer.type === 'single-choice') {
    return answer.choice === null || answer.choice < d.options.length ? [] : bad('choice');
  }
  if (d.type === 'multiple-choice' && answer.type === 'multiple-choice') {
    return inRange(answer.choices, d.options.length) && unique(answer.choices) ? [] : bad('choices');
  }
  if (d.type === 'fill-in-blank' && answer.type === 'fill-in-blank') {
    return answer.blanks.length <= d.blanks.length ? [] : bad('blanks');
  }
  if (d.type === 'word-order' && answer.type === 'word-order') {
    return inRange(answer.order, d.words.length) && unique(answer.order) ? [] : bad('order');
  }
  if (d.type === 'matching' && answer.type === 'matching') {
    const lefts = answer.matches.map((match) => match.left);
    const rights = answer.matches.map((match) => match.right);
    const n = d.pairs.length;
    return inRange(lefts, n) && inRange(rights, n) && unique(lefts) && unique(rights) ? [] : bad('matches');
  }
  if (d.type === 'listening' && answer.type === 'listening') {
    if (d.answerMode === 'type')
      return answer.choice === undefined || answer.choice === null ? [] : bad('choice');
    const choice = answer.choice ?? null;
    const text = answer.text ?? null;
    return text === null && (choice === null || choice < (d.options?.length ?? 0)) ? [] : bad('choice');
  }
  return bad('type');
}

/** True when the answer fits the exercise (what assertAnswerFits checks, without throwing). */
export const answerFits = (exercise: StoredExercise, answer: TExerciseAnswer) =>
  shapeErrors(exercise, answer).length === 0;

/** Refuses an answer that does not fit the exercise (another type, unknown ids, repeated ids): 400 invalid. */
export function assertAnswerFits(exercise: StoredExercise, answer: TExerciseAnswer): void {
  const fields = shapeErrors(exercise, answer);
  if (fields.length) throw new AppError('invalid', { fields });
}
