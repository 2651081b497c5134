import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type AccuracyRow = { key: string; label: string; right: number; total: number };

/** Rows of answers right out of given, each with its bar and its figures in words. */
export function AccuracyList({
  title,
  rows,
  testId,
}: {
  title: string;
  rows: AccuracyRow[];
  testId: string;
}) {
  const { t } = useTranslation('progress');
  const titleId = useId();
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={3} size="h5" id={titleId}>
        {title}
      </Title>
      <Stack gap={8} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
        {rows.map((row) => {
          const percent = row.total === 0 ? 0 : Math.round((row.right / row.total) * 100);
          const value =
            row.total === 0
              ? t('accuracy.none')
              : t('accuracy.value', { percent, right: row.right, total: row.total });
          return (
            <li key={row.key} data-testid={`${testId}-${row.key}`}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">{row.label}</Text>
                <Text size="sm" c={row.total === 0 ? 'dimmed' : undefined} ta="right">
                  {value}
                </Text>
              </Group>
              <Progress
                value={percent}
                size="sm"
                color={percent >= 80 ? 'teal' : percent >= 50 ? 'yellow' : 'red'}
                aria-label={`${row.label}: ${value}`}
              />
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
