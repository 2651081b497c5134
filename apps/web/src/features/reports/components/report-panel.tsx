import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadReportCsv } from '../api/download-report-csv';

/** A titled card holding one chart or table of a report. */
export function ReportCard({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A few headline figures of a report. */
export function Figures({ items }: { items: { label: string; value: string }[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {items.map((item) => (
        <Paper key={item.label} withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed">
            {item.label}
          </Text>
          <Text fw={700} size="xl">
            {item.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Downloads the report's table as CSV (the filter the screen shows). */
export function CsvButton({
  suffix,
  filter,
  fileName,
}: {
  suffix: string;
  filter: unknown;
  fileName: string;
}) {
  const { t } = useTranslation('reports');
  const download = useMutation({ mutationFn: () => downloadReportCsv(suffix, filter, fileName) });
  return (
    <Group gap="xs">
      <Button
        variant="default"
        loading={download.isPending}
        disabled={filter === null}
        onClick={() => download.mutate()}
      >
        {t('csv')}
      </Button>
      {download.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {t('csvFailed')}
        </Text>
      ) : null}
    </Group>
  );
}

/** Where a report's page begins: its title, what it shows, and its CSV button. */
export function ReportHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle: string;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{subtitle}</Text>
      </div>
      {actions}
    </Group>
  );
}
