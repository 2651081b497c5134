import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateTimeFormat } from '../../../lib/use-localized';
import { StatusBadge } from '../../../ui/status-badge';
import { pastAttemptsQuery } from '../api/attempt-api';

/** The student's submitted attempts at an exam, newest first, each opening its review. */
export function PastAttempts({ examId }: { examId: string }) {
  const { t } = useTranslation('learning');
  const formatDateTime = useDateTimeFormat();
  const attempts = useQuery(pastAttemptsQuery(examId));
  if (!attempts.data?.length) return null;
  return (
    <section aria-labelledby="past-attempts">
      <Title order={2} size="h4" id="past-attempts" mb="xs">
        {t('exam.pastAttempts.title')}
      </Title>
      <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {attempts.data.map((attempt, index) => (
          <Paper component="li" withBorder radius="sm" p="xs" key={attempt.attemptId}>
            <Group justify="space-between" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {t('exam.pastAttempts.item', {
                    n: attempts.data.length - index,
                    when: formatDateTime(attempt.submittedAt),
                  })}
                </Text>
                <Group gap="xs">
                  <StatusBadge tone={attempt.passed ? 'success' : 'danger'}>
                    {attempt.passed ? t('exam.state.passed') : t('exam.state.failed')}
                  </StatusBadge>
                  <Text size="sm">{t('exam.pastAttempts.score', { score: attempt.score })}</Text>
                </Group>
              </Stack>
              <Anchor
                component={Link}
                to={`/exams/${examId}/attempts/${attempt.attemptId}`}
                size="sm"
                aria-label={t('exam.pastAttempts.openLabel', { n: attempts.data.length - index })}
              >
                {t('exam.pastAttempts.open')}
              </Anchor>
            </Group>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
