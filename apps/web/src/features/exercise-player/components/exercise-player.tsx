import { Alert, Button, Group, Stack } from '@mantine/core';
import {
  isAnswerComplete,
  type TCheckResult,
  type TExerciseAnswer,
  type TPresentedExercise,
} from '@puente/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { SpeakingPractice } from '../../speech';
import { emptyAnswer } from '../model/answer-draft';
import { ExerciseFeedback } from './exercise-feedback';
import { ExercisePrompt } from './exercise-prompt';
import { ExerciseAnswerInput } from './inputs/exercise-answer-input';

const PROVIDE_ALL_ANSWERS = 'exercise.provide-all-answers';

export type ExercisePlayerProps = {
  exercise: TPresentedExercise;
  /** Sends a complete answer to be checked. */
  check: (answer: TExerciseAnswer) => Promise<TCheckResult>;
  number?: number;
};

/**
 * Answers one exercise: every part is required before checking, then the result shows at once with the
 * right answer and the explanation, and the student may try again.
 */
export function ExercisePlayer({ exercise, check, number }: ExercisePlayerProps) {
  const { t } = useTranslation(['learning', 'common']);
  const [answer, setAnswer] = useState<TExerciseAnswer>(() => emptyAnswer(exercise));
  const [incomplete, setIncomplete] = useState(false);
  const checking = useMutation({ mutationFn: (given: TExerciseAnswer) => check(given) });
  const result = checking.data ?? null;
  const pending = checking.isPending;
  const errorCode = incomplete
    ? PROVIDE_ALL_ANSWERS
    : checking.error
      ? checking.error instanceof ApiError
        ? checking.error.code
        : 'system.exception'
      : null;

  const submit = () => {
    if (!isAnswerComplete(exercise, answer)) {
      checking.reset();
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    checking.mutate(answer);
  };

  const retry = () => {
    setAnswer(emptyAnswer(exercise));
    checking.reset();
    setIncomplete(false);
  };

  const change = (next: TExerciseAnswer) => {
    setAnswer(next);
    if (incomplete && isAnswerComplete(exercise, next)) setIncomplete(false);
  };

  return (
    <Stack gap="md" data-testid="exercise-player">
      <ExercisePrompt exercise={exercise} number={number} />
      <ExerciseAnswerInput
        exercise={exercise}
        answer={answer}
        onChange={change}
        disabled={result !== null || pending}
        marks={result?.items.map((item) => item.correct)}
        correct={result?.correctAnswer}
      />
      {/* A listening item can be said too: record and hear oneself after the model. */}
      {exercise.type === 'listening' ? (
        <div>
          <SpeakingPractice key={exercise.id} text={exercise.speak} />
        </div>
      ) : null}
      {errorCode ? (
        <Alert color="orange" role="alert" variant="light">
          {errorText({ code: errorCode }, { network: false })}
        </Alert>
      ) : null}
      {result ? <ExerciseFeedback exercise={exercise} result={result} /> : null}
      <Group>
        {result ? (
          <Button variant={result.correct ? 'light' : 'filled'} onClick={retry}>
            {t('exercise.retry')}
          </Button>
        ) : (
          <Button onClick={submit} loading={pending}>
            {t('exercise.check')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
