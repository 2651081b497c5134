import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import type { TExerciseSummary } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInstruction } from '../../../lib/use-localized';
import { ExerciseStatusBadge } from '../../exercise-player';

/** One exercise in the list: number, type, instruction, status, best score and a way to practise it. */
export function ExerciseRow({
  exercise,
  number,
  lessonNumber,
}: {
  exercise: TExerciseSummary;
  number: number;
  lessonNumber: number;
}) {
  const { t } = useTranslation('learning');
  const instruction = useInstruction();
  const action = exercise.status === 'not-started' ? t('exercises.practice') : t('exercises.again');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="exercise-row">
      <Group justify="space-between" wrap="nowrap" align="center" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs" mb={4}>
            <Text size="sm" c="dimmed" fw={600}>
              {t('exercise.number', { n: number })}
            </Text>
            <Badge variant="light" color="gray" size="sm">
              {t(`exercise.type.${exercise.type}`)}
            </Badge>
            <ExerciseStatusBadge status={exercise.status} />
          </Group>
          <Text lineClamp={2}>{instruction(exercise)}</Text>
          <Text size="sm" c="dimmed">
            {exercise.bestScore === null
              ? t('exercises.noAttempts')
              : t('exercises.bestScore', { score: exercise.bestScore, count: exercise.attempts })}
          </Text>
        </div>
        <Button
          component={Link}
          to={`/exercises/${exercise.id}`}
          variant={exercise.status === 'correct' ? 'default' : 'filled'}
          aria-label={t('exercises.practiceAria', { action, n: number, lesson: lessonNumber })}
        >
          {action}
        </Button>
      </Group>
    </Paper>
  );
}
