import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TExamSummary } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../../lib/use-localized';
import { formatCountdown } from '../model/countdown';
import { ExamFacts } from './exam-facts';
import { ExamStateBadge } from './exam-state-badge';

/** An owned exam: state, time left of an open attempt, best score, and the way to take it. */
export function ExamCard({ exam }: { exam: TExamSummary }) {
  const { t } = useTranslation('learning');
  const text = useLocalized();
  const title = text(exam.title);
  const action =
    exam.state === 'in-progress'
      ? t('exam.action.resume')
      : exam.state === 'not-started'
        ? t('exam.action.start')
        : exam.state === 'failed'
          ? t('exam.action.retry')
          : t('exam.action.review');
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={title} data-testid="exam-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Text size="sm" c="dimmed">
              {text(exam.courseTitle)}
            </Text>
            <Title order={2} size="h3">
              {title}
            </Title>
          </div>
          <ExamStateBadge state={exam.state} />
        </Group>
        <Text size="sm">{text(exam.description)}</Text>
        <ExamFacts exam={exam} />
        {exam.state === 'in-progress' && exam.secondsLeft !== null ? (
          <Text size="sm" fw={600} c="blue.8" data-testid="exam-time-left">
            {t('exam.timeLeftValue', { time: formatCountdown(exam.secondsLeft) })}
          </Text>
        ) : null}
        {exam.bestScore !== null ? (
          <Text size="sm">{t('exam.bestScore', { score: exam.bestScore, count: exam.attempts })}</Text>
        ) : null}
        <Group mt="xs">
          <Button
            component={Link}
            to={`/exams/${exam.id}`}
            variant={exam.state === 'passed' ? 'default' : 'filled'}
            aria-label={`${action}: ${title}`}
          >
            {action}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
