import { Alert, Button, Group, Stack } from '@mantine/core';
import {
  isAnswerComplete,
  type TCheckResult,
  type TExerciseAnswer,
  type TPresentedExercise,
} from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { emptyAnswer } from '../model/answer-draft';
import { ExerciseFeedback } from './exercise-feedback';
import { ExercisePrompt } from './exercise-prompt';
import { ExerciseAnswerInput } from './inputs/exercise-answer-input';

const PROVIDE_ALL_ANSWERS = 'exercise.provide-all-answers';

type Props = {
  exercise: TPresentedExercise;
  /** Sends a complete answer to be checked. */
  check: (answer: TExerciseAnswer) => Promise<TCheckResult>;
  number?: number;
};

/**
 * Answers one exercise: every part is required before checking, then the result shows at once with the
 * right answer and the explanation, and the student may try again.
 */
export function ExercisePlayer({ exercise, check, number }: Props) {
  const { t } = useTranslation(['learning', 'common']);
  const [answer, setAnswer] = useState<TExerciseAnswer>(() => emptyAnswer(exercise));
  const [result, setResult] = useState<TCheckResult | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    if (!isAnswerComplete(exercise, answer)) {
      setErrorCode(PROVIDE_ALL_ANSWERS);
      return;
    }
    setErrorCode(null);
    setPending(true);
    try {
      setResult(await check(answer));
    } catch (error) {
      setErrorCode(error instanceof ApiError ? error.code : 'system.exception');
    } finally {
      setPending(false);
    }
  };

  const retry = () => {
    setAnswer(emptyAnswer(exercise));
    setResult(null);
    setErrorCode(null);
  };

  const change = (next: TExerciseAnswer) => {
    setAnswer(next);
    if (errorCode === PROVIDE_ALL_ANSWERS && isAnswerComplete(exercise, next)) setErrorCode(null);
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
      {errorCode ? (
        <Alert color="orange" role="alert" variant="light">
          {t(`errors:${errorCode}`, { defaultValue: t('common:messages.default.error') })}
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
