import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TExerciseAnswer, TPresentedExercise } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { ExerciseAnswerInput, ExercisePrompt } from '../../exercise-player';
import type { SaveState } from '../model/use-autosave';

type Props = {
  question: TPresentedExercise;
  number: number;
  answer: TExerciseAnswer;
  onChange: (answer: TExerciseAnswer) => void;
  saveState: SaveState | undefined;
  onRetry: () => void;
  disabled?: boolean;
};

/** One exam question: its prompt, its answer input and whether the answer is saved. */
export function ExamQuestion({ question, number, answer, onChange, saveState, onRetry, disabled }: Props) {
  const { t } = useTranslation('learning');
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-label={t('exam.questionLabel', { n: number })}
      data-testid="exam-question"
    >
      <Stack gap="md">
        <ExercisePrompt exercise={question} number={number} inExam />
        <ExerciseAnswerInput exercise={question} answer={answer} onChange={onChange} disabled={disabled} />
        <Group justify="flex-end" mih={24}>
          {saveState === 'error' ? (
            <Group gap="xs">
              <Text size="sm" c="red.9" role="alert">
                {t('exam.save.error')}
              </Text>
              <Button size="compact-sm" variant="outline" color="red.9" onClick={onRetry}>
                {t('exam.save.retry')}
              </Button>
            </Group>
          ) : saveState ? (
            <Text size="sm" c="dimmed" data-testid="save-state" data-state={saveState}>
              {saveState === 'saved' ? t('exam.save.saved') : t('exam.save.saving')}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
