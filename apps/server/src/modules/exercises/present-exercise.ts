import type { TExerciseDefinition, TPresentedExercise } from '@puente/shared';
import { countBlanks } from '@puente/shared';
import { seededPermutation } from './shuffle.ts';

/** An exercise or exam question as stored: its id, order and definition (with the answers). */
export type StoredExercise = { id: string; position: number; definition: TExerciseDefinition };

const items = (texts: string[]) => texts.map((text, id) => ({ id, text }));

/** Word-order tokens and matching right items in shown order: shown id -> authored index. */
export const shownOrder = (exercise: StoredExercise, n: number) => seededPermutation(exercise.id, n);

/** What a student sees: the exercise without its answers. */
export function presentExercise(exercise: StoredExercise): TPresentedExercise {
  const { definition: d } = exercise;
  const base = {
    id: exercise.id,
    position: exercise.position,
    prompt: d.prompt,
    promptEn: d.promptEn ?? null,
    question: d.question ?? null,
  };
  switch (d.type) {
    case 'single-choice':
    case 'multiple-choice':
      return { type: d.type, ...base, options: items(d.options.map((o) => o.text)) };
    case 'fill-in-blank':
      return { type: d.type, ...base, text: d.text, blankCount: countBlanks(d.text) };
    case 'word-order': {
      const order = shownOrder(exercise, d.words.length);
      return {
        type: d.type,
        ...base,
        tokens: items(order.map((index) => d.words[index]!)),
        translation: d.translation ?? null,
      };
    }
    case 'matching': {
      const order = shownOrder(exercise, d.pairs.length);
      return {
        type: d.type,
        ...base,
        left: items(d.pairs.map((pair) => pair.left)),
        right: items(order.map((index) => d.pairs[index]!.right)),
      };
    }
    case 'listening':
      return {
        type: d.type,
        ...base,
        speak: d.speak,
        answerMode: d.answerMode,
        options: d.answerMode === 'choice' && d.options ? items(d.options.map((o) => o.text)) : null,
      };
  }
}
