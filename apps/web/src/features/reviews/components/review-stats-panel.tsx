import { Group, Paper, Stack, Text } from '@mantine/core';
import type { TReviewStats } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { ForecastChart } from './forecast-chart';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md" style={{ flex: '1 1 8rem' }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** Due today, retention so far, the size of the queue, and the 30-day forecast. */
export function ReviewStatsPanel({ stats }: { stats: TReviewStats }) {
  const { t, i18n } = useTranslation('reviews');
  const retention =
    stats.retention === null
      ? t('stats.retentionNone')
      : new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(
          stats.retention,
        );
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap" align="stretch">
        <Figure label={t('stats.dueToday')} value={String(stats.dueToday)} testId="due-today" />
        <Figure label={t('stats.retention')} value={retention} testId="retention" />
        <Figure
          label={t('stats.reviewedToday')}
          value={String(stats.reviewedToday)}
          testId="reviewed-today"
        />
        <Figure label={t('stats.total')} value={String(stats.totalCards)} testId="total-cards" />
      </Group>
      <ForecastChart forecast={stats.forecast} />
    </Stack>
  );
}
