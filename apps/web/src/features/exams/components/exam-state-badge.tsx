import type { TExamState } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../../../ui/status-badge';

const tones: Record<TExamState, StatusTone> = {
  'not-started': 'neutral',
  'in-progress': 'info',
  passed: 'success',
  failed: 'danger',
};

export function ExamStateBadge({ state }: { state: TExamState }) {
  const { t } = useTranslation('learning');
  return (
    <StatusBadge tone={tones[state]} data-testid="exam-state">
      {t(`exam.state.${state}`)}
    </StatusBadge>
  );
}
