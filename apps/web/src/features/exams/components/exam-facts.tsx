import { Text } from '@mantine/core';
import type { TExamSummary } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** Questions, pass mark and time limit of an exam, in one line. */
export function ExamFacts({ exam }: { exam: TExamSummary }) {
  const { t } = useTranslation('learning');
  const parts = [
    t('exam.facts.questions', { count: exam.questionCount }),
    t('exam.facts.passMark', { passMark: exam.passMark }),
    exam.timeLimitMinutes === null
      ? t('exam.noTimeLimit')
      : t('exam.facts.minutes', { count: exam.timeLimitMinutes }),
  ];
  return (
    <Text size="sm" c="dimmed">
      {parts.join(' · ')}
    </Text>
  );
}
