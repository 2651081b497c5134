import { Badge } from '@mantine/core';
import type { TExamState } from '@puente/shared';
import { useTranslation } from 'react-i18next';

const colors: Record<TExamState, string> = {
  'not-started': 'gray',
  'in-progress': 'blue',
  passed: 'green',
  failed: 'red',
};

export function ExamStateBadge({ state }: { state: TExamState }) {
  const { t } = useTranslation('learning');
  return (
    <Badge color={colors[state]} variant="light" data-testid="exam-state">
      {t(`exam.state.${state}`)}
    </Badge>
  );
}
