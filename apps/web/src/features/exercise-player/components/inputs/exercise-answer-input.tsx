import type { TCorrectAnswer, TExerciseAnswer, TPresentedExercise } from '@puente/shared';
import { FillInBlankInput } from './fill-in-blank-input';
import { ListeningInput } from './listening-input';
import { MatchingInput } from './matching-input';
import { MultipleChoiceInput } from './multiple-choice-input';
import { SingleChoiceInput } from './single-choice-input';
import { WordOrderInput } from './word-order-input';

type Props = {
  exercise: TPresentedExercise;
  answer: TExerciseAnswer;
  onChange: (answer: TExerciseAnswer) => void;
  disabled?: boolean;
  marks?: boolean[];
  correct?: TCorrectAnswer;
};

/** The answer input of any exercise type. */
export function ExerciseAnswerInput({ exercise, answer, ...rest }: Props) {
  if (exercise.type === 'single-choice' && answer.type === 'single-choice') {
    return <SingleChoiceInput exercise={exercise} answer={answer} {...rest} />;
  }
  if (exercise.type === 'multiple-choice' && answer.type === 'multiple-choice') {
    return <MultipleChoiceInput exercise={exercise} answer={answer} {...rest} />;
  }
  if (exercise.type === 'fill-in-blank' && answer.type === 'fill-in-blank') {
    return <FillInBlankInput exercise={exercise} answer={answer} {...rest} />;
  }
  if (exercise.type === 'word-order' && answer.type === 'word-order') {
    return <WordOrderInput exercise={exercise} answer={answer} {...rest} />;
  }
  if (exercise.type === 'matching' && answer.type === 'matching') {
    return <MatchingInput exercise={exercise} answer={answer} {...rest} />;
  }
  if (exercise.type === 'listening' && answer.type === 'listening') {
    return <ListeningInput exercise={exercise} answer={answer} {...rest} />;
  }
  return null;
}
