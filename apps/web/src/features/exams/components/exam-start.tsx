import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { TExamAttemptView, TExamSummary } from '@puente/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { useLocalized } from '../../../lib/use-localized';
import { startAttempt } from '../api/attempt-api';
import { ExamFacts } from './exam-facts';
import { ExamRetakeNotice, retakeBlock } from './exam-retake-notice';
import { ExamStateBadge } from './exam-state-badge';
import { PastAttempts } from './past-attempts';

/** Before an attempt: what the exam is, its rules, and the start button. */
export function ExamStart({
  exam,
  onStarted,
}: {
  exam: TExamSummary;
  onStarted: (view: TExamAttemptView) => void;
}) {
  const { t } = useTranslation('learning');
  const text = useLocalized();
  const start = useMutation({ mutationFn: () => startAttempt(exam.id), onSuccess: onStarted });
  const blocked = retakeBlock(exam) !== null;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {text(exam.courseTitle)}
        </Text>
        <Group gap="sm">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {text(exam.title)}
          </Title>
          <ExamStateBadge state={exam.state} />
        </Group>
        <Text>{text(exam.description)}</Text>
        <ExamFacts exam={exam} />
        <List size="sm" spacing={4}>
          <List.Item>{t('exam.rules.autosave')}</List.Item>
          <List.Item>{t('exam.rules.resume')}</List.Item>
          {exam.timeLimitMinutes !== null ? <List.Item>{t('exam.rules.timer')}</List.Item> : null}
        </List>
        {exam.bestScore !== null ? (
          <Text size="sm">{t('exam.bestScore', { score: exam.bestScore, count: exam.attempts })}</Text>
        ) : null}
        <ExamRetakeNotice exam={exam} />
        {start.isError ? (
          <Alert color="red" role="alert">
            {errorText(start.error)}
          </Alert>
        ) : null}
        <Group mt="xs">
          {blocked ? null : (
            <Button size="md" onClick={() => start.mutate()} loading={start.isPending}>
              {exam.attempts > 0 ? t('exam.action.retry') : t('exam.action.start')}
            </Button>
          )}
          <Button component={Link} to="/exams" variant="default" size="md">
            {t('exam.backToExams')}
          </Button>
        </Group>
        {exam.attempts > 0 ? <PastAttempts examId={exam.id} /> : null}
      </Stack>
    </Paper>
  );
}
