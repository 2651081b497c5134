import { Badge } from '@mantine/core';
import type { TExerciseStatus } from '@puente/shared';
import { useTranslation } from 'react-i18next';

const colors: Record<TExerciseStatus, string> = {
  'not-started': 'gray',
  attempted: 'orange',
  correct: 'green',
};

export function ExerciseStatusBadge({ status }: { status: TExerciseStatus }) {
  const { t } = useTranslation('learning');
  return (
    <Badge color={colors[status]} variant="light" data-testid="exercise-status">
      {t(`exercises.status.${status}`)}
    </Badge>
  );
}
