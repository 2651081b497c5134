import { Alert } from '@mantine/core';
import type { TExamSummary } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../../lib/use-localized';

/** Why a new attempt cannot start now: the attempts are used up, or a failed attempt's cooldown runs. */
export function retakeBlock(exam: TExamSummary): 'limit' | 'cooldown' | null {
  if (exam.state === 'in-progress') return null;
  if (exam.maxAttempts !== null && exam.attempts >= exam.maxAttempts) return 'limit';
  return exam.retakeAt ? 'cooldown' : null;
}

/** Says when the exam can be taken again (in the reader's time zone), or that no attempt is left. */
export function ExamRetakeNotice({ exam }: { exam: TExamSummary }) {
  const { t } = useTranslation('learning');
  const formatDateTime = useDateTimeFormat();
  const block = retakeBlock(exam);
  if (!block) {
    return exam.maxAttempts !== null && exam.state !== 'in-progress' ? (
      <Alert color="blue" data-testid="exam-attempts-left">
        {t('exam.retakeRules.attemptsLeft', { count: exam.maxAttempts - exam.attempts })}
      </Alert>
    ) : null;
  }
  return (
    <Alert color="yellow" role="status" data-testid="exam-retake-notice">
      {block === 'limit'
        ? t('exam.retakeRules.limitReached', { count: exam.maxAttempts ?? 0 })
        : t('exam.retakeRules.cooldown', {
            when: formatDateTime(exam.retakeAt!),
            count: exam.retakeCooldownHours,
          })}
    </Alert>
  );
}
