import { Alert, Box, Container } from '@mantine/core';
import type { TExamAttemptView } from '@puente/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { learningKeys } from '../../../api/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocalized } from '../../../lib/use-localized';
import { QueryState } from '../../../ui/query-state';
import { currentAttemptQuery } from '../api/attempt-api';
import { useExams } from '../api/exams-query';
import { ExamResult } from '../components/exam-result';
import { ExamRetakeNotice, retakeBlock } from '../components/exam-retake-notice';
import { ExamStart } from '../components/exam-start';
import { ExamTaking } from '../components/exam-taking';

/** How often an open attempt is re-read, so the countdown follows the server's clock. */
const RESYNC_MS = 30_000;

/** /exams/:examId — start, resume (answers kept, time from the server), submit and see the result. */
export default function ExamPage() {
  const { examId = '' } = useParams();
  const { t } = useTranslation('learning');
  const queryClient = useQueryClient();
  const [finished, setFinished] = useState<TExamAttemptView | null>(null);
  const attempt = useQuery({
    ...currentAttemptQuery(examId),
    refetchInterval: (query) => (query.state.data?.status === 'open' && !finished ? RESYNC_MS : false),
  });
  const exams = useExams();
  const text = useLocalized();
  const summary = exams.data?.find((item) => item.id === examId);
  const examTitle = summary?.title;
  useDocumentTitle(examTitle ? text(examTitle) : t('exams.title'));

  const refreshLists = () => {
    for (const queryKey of [
      learningKeys.exams(),
      learningKeys.pastAttempts(examId),
      learningKeys.certificates(),
      learningKeys.courses(),
      learningKeys.courseDetails(),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  const onFinished = (view: TExamAttemptView) => {
    setFinished(view);
    queryClient.setQueryData(learningKeys.attempt(examId), null);
    refreshLists();
    window.scrollTo({ top: 0 });
  };
  const onStarted = (view: TExamAttemptView) => {
    setFinished(null);
    queryClient.setQueryData(learningKeys.attempt(examId), view);
    void queryClient.invalidateQueries({ queryKey: learningKeys.exams() });
  };

  const shown = finished ?? (attempt.data?.status === 'submitted' ? attempt.data : null);
  return (
    <Container size="md" py="lg" px={{ base: 0, sm: 'md' }}>
      {shown ? (
        <>
          {summary && !shown.result?.passed ? (
            <Box mb="md">
              <ExamRetakeNotice exam={summary} />
            </Box>
          ) : null}
          <ExamResult
            view={shown}
            onRetake={
              summary && retakeBlock(summary)
                ? undefined
                : () => {
                    setFinished(null);
                    queryClient.setQueryData(learningKeys.attempt(examId), null);
                  }
            }
          />
        </>
      ) : (
        <QueryState query={attempt}>
          {(open) =>
            open ? (
              <ExamTaking key={open.attemptId} view={open} onFinished={onFinished} />
            ) : (
              <QueryState query={exams}>
                {(list) => {
                  const exam = list.find((item) => item.id === examId);
                  if (!exam) return <Alert color="red">{t('errors:exam.not-found')}</Alert>;
                  return <ExamStart exam={exam} onStarted={onStarted} />;
                }}
              </QueryState>
            )
          }
        </QueryState>
      )}
    </Container>
  );
}
