import { Paper, Stack, Text } from '@mantine/core';
import type { TExerciseAnswer } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExerciseAnswerInput, ExercisePrompt, restoreAnswer } from '../../../exercise-player';
import { type DefinitionDraft, presentedOf } from '../model/exercise-draft';

/** The exercise as the student will see it, drawn from the draft as it is typed; it may be tried. */
export function ExercisePreview({ draft }: { draft: DefinitionDraft }) {
  const { t } = useTranslation('authoring');
  const exercise = presentedOf(draft);
  // A new shape (type, options, blanks) starts a new answer.
  const shape = JSON.stringify(exercise);
  const [tried, setTried] = useState<{ shape: string; answer: TExerciseAnswer } | null>(null);
  const answer = tried?.shape === shape ? tried.answer : restoreAnswer(exercise, undefined);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('exercise.preview')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed" fw={600}>
          {t('exercise.preview')}
        </Text>
        {draft.prompt.trim() === '' ? (
          <Text size="sm" c="dimmed">
            {t('exercise.previewEmpty')}
          </Text>
        ) : (
          <>
            <ExercisePrompt exercise={exercise} />
            <ExerciseAnswerInput
              exercise={exercise}
              answer={answer}
              onChange={(next) => setTried({ shape, answer: next })}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
