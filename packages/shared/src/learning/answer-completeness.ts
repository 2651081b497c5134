import type { TExerciseAnswer } from './exercise-answer.ts';
import type { TPresentedExercise } from './exercise-presented.ts';

const filled = (text: string | null | undefined) => typeof text === 'string' && text.trim().length > 0;

/**
 * True when every part is answered, the one rule the client and the server
 * apply before checking (the server passes the exercise as presented): a choice picked, every blank
 * filled, every word placed, every left item matched, the heard text typed or its option picked.
 */
export function isAnswerComplete(exercise: TPresentedExercise, answer: TExerciseAnswer): boolean {
  switch (answer.type) {
    case 'single-choice':
      return answer.choice !== null;
    case 'multiple-choice':
      return answer.choices.length > 0;
    case 'fill-in-blank':
      return (
        exercise.type === 'fill-in-blank' &&
        answer.blanks.length === exercise.blankCount &&
        answer.blanks.every(filled)
      );
    case 'word-order':
      return exercise.type === 'word-order' && answer.order.length === exercise.tokens.length;
    case 'matching':
      return exercise.type === 'matching' && answer.matches.length === exercise.left.length;
    case 'listening':
      if (exercise.type !== 'listening') return false;
      return exercise.answerMode === 'type' ? filled(answer.text) : answer.choice != null;
  }
}
