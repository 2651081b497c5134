import type { TPresentedExercise } from '@puente/shared';
import { seededPermutation } from '../../exercises/index.ts';

/**
 * The options of a choice question in this attempt's order: seeded by the attempt and the question, so
 * the order is the same on every device and every read of the attempt, and differs between attempts.
 * Options keep their ids, so answers and scoring do not depend on the order shown.
 */
export function shuffleOptions(question: TPresentedExercise, attemptId: string): TPresentedExercise {
  if (!('options' in question) || !question.options) return question;
  const { options } = question;
  const order = seededPermutation(`${attemptId}:${question.id}`, options.length, { allowIdentity: true });
  return { ...question, options: order.map((index) => options[index]!) } as TPresentedExercise;
}
