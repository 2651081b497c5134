import type { TCorrectAnswer, TPresentedExercise } from '@puente/shared';
import type { AnswerOf } from '../../model/answer-draft';

type ExerciseType = TPresentedExercise['type'];

/** What every answer input receives: the exercise, the answer so far, and per-part marks once checked. */
export type InputProps<T extends ExerciseType> = {
  exercise: Extract<TPresentedExercise, { type: T }>;
  answer: AnswerOf<T>;
  onChange: (answer: AnswerOf<T>) => void;
  disabled?: boolean;
  /** After checking: whether each part (option, blank, position, left item) was right. */
  marks?: boolean[];
  /** After checking: the right answer, to mark the right options. */
  correct?: TCorrectAnswer;
};

/** A group legend that looks like a Mantine input label. */
export const legendStyles = {
  legend: {
    fontWeight: 500,
    fontSize: 'var(--mantine-font-size-sm)',
    marginBottom: 'var(--mantine-spacing-xs)',
  },
};
