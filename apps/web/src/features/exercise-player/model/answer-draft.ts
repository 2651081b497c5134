import type { TExerciseAnswer, TPresentedExercise } from '@puente/shared';

/** The answer being built, per type (the shared answer shape: empty parts allowed until checking). */
export type AnswerOf<T extends TExerciseAnswer['type']> = Extract<TExerciseAnswer, { type: T }>;

/** An answer with nothing given yet. */
export function emptyAnswer(exercise: TPresentedExercise): TExerciseAnswer {
  switch (exercise.type) {
    case 'single-choice':
      return { type: 'single-choice', choice: null };
    case 'multiple-choice':
      return { type: 'multiple-choice', choices: [] };
    case 'fill-in-blank':
      return { type: 'fill-in-blank', blanks: Array.from({ length: exercise.blankCount }, () => '') };
    case 'word-order':
      return { type: 'word-order', order: [] };
    case 'matching':
      return { type: 'matching', matches: [] };
    case 'listening':
      return exercise.answerMode === 'type'
        ? { type: 'listening', text: '' }
        : { type: 'listening', choice: null };
  }
}

/** An answer saved earlier (an exam being resumed), or an empty one when it does not fit the exercise. */
export function restoreAnswer(
  exercise: TPresentedExercise,
  saved: TExerciseAnswer | undefined,
): TExerciseAnswer {
  if (!saved || saved.type !== exercise.type) return emptyAnswer(exercise);
  if (saved.type === 'fill-in-blank' && exercise.type === 'fill-in-blank') {
    return {
      type: 'fill-in-blank',
      blanks: Array.from({ length: exercise.blankCount }, (_, index) => saved.blanks[index] ?? ''),
    };
  }
  return saved;
}

const filled = (text: string | null | undefined) => typeof text === 'string' && text.trim().length > 0;

/** True when nothing at all is given (an exam question still unanswered). */
export function isAnswerEmpty(answer: TExerciseAnswer): boolean {
  switch (answer.type) {
    case 'single-choice':
      return answer.choice === null;
    case 'multiple-choice':
      return answer.choices.length === 0;
    case 'fill-in-blank':
      return !answer.blanks.some(filled);
    case 'word-order':
      return answer.order.length === 0;
    case 'matching':
      return answer.matches.length === 0;
    case 'listening':
      return !filled(answer.text) && answer.choice == null;
  }
}

/** Multiple choice: picks or unpicks an option, keeping the choices in option order. */
export function toggleChoice(answer: AnswerOf<'multiple-choice'>, id: number, picked: boolean) {
  const others = answer.choices.filter((choice) => choice !== id);
  const choices = picked ? [...others, id].sort((a, b) => a - b) : others;
  return { ...answer, choices };
}

/** Fill in the blank: the text typed into one blank. */
export function setBlank(answer: AnswerOf<'fill-in-blank'>, index: number, text: string) {
  const blanks = [...answer.blanks];
  blanks[index] = text;
  return { ...answer, blanks };
}

/** Word order: puts a word at the end of the sentence (a word is placed once). */
export function placeToken(answer: AnswerOf<'word-order'>, id: number) {
  return answer.order.includes(id) ? answer : { ...answer, order: [...answer.order, id] };
}

/** Word order: takes the word at a position of the sentence back to the pool. */
export function removeTokenAt(answer: AnswerOf<'word-order'>, position: number) {
  return { ...answer, order: answer.order.filter((_, index) => index !== position) };
}

/**
 * Matching: pairs a left item with a right item (null clears it). A right item belongs to one left item
 * only, so choosing it again moves it. Matches stay in left order.
 */
export function setMatch(answer: AnswerOf<'matching'>, left: number, right: number | null) {
  const others = answer.matches.filter((match) => match.left !== left && match.right !== right);
  const matches = right === null ? others : [...others, { left, right }];
  return { ...answer, matches: matches.sort((a, b) => a.left - b.left) };
}

/** Matching: the right item chosen for a left item, if any. */
export const matchOf = (answer: AnswerOf<'matching'>, left: number): number | null =>
  answer.matches.find((match) => match.left === left)?.right ?? null;
