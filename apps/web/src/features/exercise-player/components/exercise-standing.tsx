import { Group, Text } from '@mantine/core';
import type { TExerciseSummary } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { ExerciseStatusBadge } from './exercise-status-badge';

/** Where the student stands on an exercise: its status and, once tried, their best score and tries. */
export function ExerciseStanding({
  summary,
}: {
  summary: Pick<TExerciseSummary, 'status' | 'bestScore' | 'attempts'>;
}) {
  const { t } = useTranslation('learning');
  return (
    <Group gap="xs" data-testid="exercise-standing">
      <ExerciseStatusBadge status={summary.status} />
      {summary.bestScore !== null ? (
        <Text size="sm" c="dimmed">
          {t('exercises.bestScore', { score: summary.bestScore, count: summary.attempts })}
        </Text>
      ) : null}
    </Group>
  );
}
