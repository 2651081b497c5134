import type { TExerciseStatus } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../../../ui/status-badge';

const tones: Record<TExerciseStatus, StatusTone> = {
  'not-started': 'neutral',
  attempted: 'warning',
  correct: 'success',
};

export function ExerciseStatusBadge({ status }: { status: TExerciseStatus }) {
  const { t } = useTranslation('learning');
  return (
    <StatusBadge tone={tones[status]} data-testid="exercise-status">
      {t(`exercises.status.${status}`)}
    </StatusBadge>
  );
}
