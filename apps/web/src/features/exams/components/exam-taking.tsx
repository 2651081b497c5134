import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { TExamAttemptView, TExerciseAnswer, TPresentedExercise } from '@puente/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmModal } from '../../../lib/confirm-modal';
import { errorText } from '../../../lib/error-text';
import { useLocalized } from '../../../lib/use-localized';
import { isAnswerEmpty, restoreAnswer } from '../../exercise-player';
import { submitAttempt } from '../api/attempt-api';
import { syncFromServer } from '../model/countdown';
import { useAutosave } from '../model/use-autosave';
import { useCountdown } from '../model/use-countdown';
import { ExamQuestion } from './exam-question';
import { ExamTimer } from './exam-timer';

/** Typed answers wait for a pause before they are saved; picks are saved at once. */
const saveDelay = (question: TPresentedExercise) =>
  question.type === 'fill-in-blank' || (question.type === 'listening' && question.answerMode === 'type')
    ? 600
    : 0;

type Props = { view: TExamAttemptView; onFinished: (view: TExamAttemptView) => void };

/** An open attempt: every answer autosaved as given, the server's countdown, and submission. */
export function ExamTaking({ view, onFinished }: Props) {
  const { t } = useTranslation('learning');
  const text = useLocalized();
  const [answers, setAnswers] = useState<Record<string, TExerciseAnswer>>(() =>
    Object.fromEntries(
      view.questions.map((question) => [
        question.id,
        restoreAnswer(question, view.answers.find((saved) => saved.questionId === question.id)?.answer),
      ]),
    ),
  );
  const [sync, setSync] = useState(() => syncFromServer(view.secondsLeft, Date.now()));
  const finishing = useRef(false);

  // Every read of the attempt (it is re-read regularly) brings the server's time left.
  useEffect(() => setSync(syncFromServer(view.secondsLeft, Date.now())), [view]);

  const submit = useMutation({
    mutationFn: async () => {
      await autosave.flush();
      return submitAttempt(view.attemptId);
    },
    onSuccess: (submitted) => onFinished(submitted),
    onError: () => {
      finishing.current = false;
    },
  });
  // A submitted attempt stays "submitting" until the caller shows its result.
  const submitting = submit.isPending || submit.isSuccess;
  const finish = () => {
    if (finishing.current) return;
    finishing.current = true;
    submit.mutate();
  };

  const autosave = useAutosave(view.attemptId, {
    onSynced: (secondsLeft) => setSync(syncFromServer(secondsLeft, Date.now())),
    onClosed: finish,
  });
  const secondsLeft = useCountdown(sync, finish);

  const change = (question: TPresentedExercise, answer: TExerciseAnswer) => {
    setAnswers((current) => ({ ...current, [question.id]: answer }));
    autosave.queue(question.id, answer, saveDelay(question));
  };

  const answered = view.questions.filter((question) => {
    const answer = answers[question.id];
    return answer && !isAnswerEmpty(answer);
  }).length;
  const total = view.questions.length;

  const confirmSubmit = () =>
    openConfirmModal({
      title: t('exam.submit.title'),
      children: (
        <Text size="sm">
          {answered < total
            ? t('exam.submit.unanswered', { count: total - answered })
            : t('exam.submit.allAnswered')}
        </Text>
      ),
      labels: { confirm: t('exam.submit.confirm'), cancel: t('exam.submit.cancel') },
      onConfirm: finish,
    });

  return (
    <Stack gap="md">
      <Paper
        withBorder
        radius="md"
        p="sm"
        shadow="xs"
        pos="sticky"
        top="calc(var(--app-shell-header-offset, 60px) + 8px)"
        style={{ zIndex: 5 }}
        data-testid="exam-header"
      >
        <Group justify="space-between" gap="sm">
          <div>
            <Title order={1} size="h3">
              {text(view.title)}
            </Title>
            <Text size="sm" c="dimmed" data-testid="answered-count">
              {t('exam.answered', { answered, total })}
            </Text>
          </div>
          <ExamTimer seconds={secondsLeft} />
        </Group>
        <Progress value={(answered / Math.max(total, 1)) * 100} mt="xs" size="sm" aria-hidden="true" />
      </Paper>
      <Text size="sm" c="dimmed">
        {t('exam.autosaveNote', { passMark: view.passMark })}
      </Text>
      {view.questions.map((question, index) => (
        <ExamQuestion
          key={question.id}
          question={question}
          number={index + 1}
          answer={answers[question.id]!}
          onChange={(answer) => change(question, answer)}
          saveState={autosave.states[question.id]}
          onRetry={() => autosave.retry(question.id)}
          disabled={submitting}
        />
      ))}
      {submit.error ? (
        <Alert color="red" role="alert">
          {errorText(submit.error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button size="md" onClick={confirmSubmit} loading={submitting}>
          {t('exam.submit.button')}
        </Button>
      </Group>
    </Stack>
  );
}
