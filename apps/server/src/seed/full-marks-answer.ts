import type { TCorrectAnswer, TExerciseAnswer } from '@puente/shared';

/** The answer that earns full marks, built from the check result's correct answer. */
export function fullMarksAnswer(correct: TCorrectAnswer): TExerciseAnswer {
  switch (correct.type) {
    case 'single-choice':
      return { type: correct.type, choice: correct.choice };
    case 'multiple-choice':
      return { type: correct.type, choices: correct.choices };
    case 'fill-in-blank':
      return { type: correct.type, blanks: correct.blanks.map((accepted) => accepted[0] ?? '') };
    case 'word-order':
      return { type: correct.type, order: correct.order };
    case 'matching':
      return { type: correct.type, matches: correct.matches };
    case 'listening':
      return { type: correct.type, text: correct.accepted[0] ?? null, choice: correct.choice };
  }
}
