import { Container, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDateTimeFormat, useLocalized } from '../../../lib/use-localized';
import { QueryState } from '../../../ui/query-state';
import { attemptReviewQuery } from '../api/attempt-api';
import { ExamResult } from '../components/exam-result';

/** /exams/:examId/attempts/:attemptId — a past attempt's review: questions, answers, right answers, score. */
export default function AttemptReviewPage() {
  const { examId = '', attemptId = '' } = useParams();
  const { t } = useTranslation('learning');
  const text = useLocalized();
  const formatDateTime = useDateTimeFormat();
  const review = useQuery(attemptReviewQuery(attemptId));
  useDocumentTitle(review.data ? text(review.data.title) : t('exam.pastAttempts.title'));
  return (
    <Container size="md" py="lg" px={{ base: 0, sm: 'md' }}>
      <QueryState query={review}>
        {(view) => (
          <>
            {view.result ? (
              <Text size="sm" c="dimmed" mb="xs" data-testid="attempt-submitted-at">
                {t('exam.pastAttempts.submittedAt', { when: formatDateTime(view.result.submittedAt) })}
              </Text>
            ) : null}
            <ExamResult view={view} backTo={{ to: `/exams/${examId}`, label: 'exam.backToExam' }} />
          </>
        )}
      </QueryState>
    </Container>
  );
}
