import {
  Badge,
  Button,
  Code,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { AUDIT_ACTIONS, type TAuditAction, type TAuditEntry, type TAuditLogList } from '@puente/shared';
import type { InfiniteData, UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../ui/query-state';
import { DateField } from '../../../ui/widgets/date-field';
import { useAuditLog } from '../api/audit-log-query';

/** The start of a day (YYYY-MM-DD) in the reader's time zone, as an instant; `days` later with an offset. */
const dayStart = (day: string, days = 0) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + days).toISOString();
};

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

function Entry({ entry }: { entry: TAuditEntry }) {
  const { t, i18n } = useTranslation('admin-users');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(entry.createdAt),
  );
  const changed = entry.before !== null || entry.after !== null;
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{t(`audit.actions.${entry.action}`)}</Text>
          <Text size="sm" c="dimmed">
            <time dateTime={entry.createdAt}>{when}</time>
          </Text>
        </Group>
        <Text size="sm">
          {entry.impersonator
            ? t('audit.byImpersonating', { admin: entry.impersonator.name, user: entry.actor.name })
            : t('audit.by', { name: entry.actor.name, email: entry.actor.email })}
        </Text>
        {entry.impersonator ? (
          <Badge color="grape.9" variant="filled" w="fit-content">
            {t('audit.impersonated')}
          </Badge>
        ) : null}
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('audit.target', { type: entry.targetType, id: entry.targetLabel ?? entry.targetId ?? '—' })}
        </Text>
        {changed ? (
          <details>
            <summary style={{ cursor: 'pointer' }}>
              <Text span size="sm">
                {t('audit.changes')}
              </Text>
            </summary>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
              <div>
                <Text size="xs" fw={600}>
                  {t('audit.before')}
                </Text>
                <Code block>{entry.before === null ? '—' : pretty(entry.before)}</Code>
              </div>
              <div>
                <Text size="xs" fw={600}>
                  {t('audit.after')}
                </Text>
                <Code block>{entry.after === null ? '—' : pretty(entry.after)}</Code>
              </div>
            </SimpleGrid>
          </details>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The audit log for administrators: who did what and when, with before/after; filtered. */
export function AuditLogSection() {
  const { t } = useTranslation('admin-users');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 500);
  const [action, setAction] = useState<TAuditAction | null>(null);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const query = useAuditLog({
    search: debounced,
    action,
    from: from ? dayStart(from) : null,
    to: to ? dayStart(to, 1) : null,
  });
  return (
    <Stack component="section" gap="sm" aria-labelledby="audit-log-title">
      <Title order={2} size="h3" id="audit-log-title">
        {t('audit.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <TextInput
          label={t('audit.filter')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Select
          label={t('audit.action')}
          placeholder={t('audit.allActions')}
          clearable
          value={action}
          onChange={(value) => setAction(value as TAuditAction | null)}
          data={AUDIT_ACTIONS.map((value) => ({ value, label: t(`audit.actions.${value}`) }))}
        />
        <DateField
          label={t('audit.from')}
          value={from}
          onChange={setFrom}
          clearable
          maxDate={to ?? undefined}
        />
        <DateField label={t('audit.to')} value={to} onChange={setTo} clearable minDate={from ?? undefined} />
      </SimpleGrid>
      <QueryState query={query as unknown as UseQueryResult<InfiniteData<TAuditLogList>>}>
        {(data) => {
          const entries = data.pages.flatMap((page) => page.items);
          const total = data.pages[0]?.total ?? 0;
          return entries.length === 0 ? (
            <Text c="dimmed">{t('audit.empty')}</Text>
          ) : (
            <Stack gap="sm">
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('audit.count', { shown: entries.length, total })}
              </Text>
              <Stack
                component="ul"
                gap="sm"
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-labelledby="audit-log-title"
              >
                {entries.map((entry) => (
                  <Entry key={entry.id} entry={entry} />
                ))}
              </Stack>
              {query.hasNextPage ? (
                <Button
                  variant="default"
                  loading={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                  w="fit-content"
                >
                  {t('audit.more')}
                </Button>
              ) : null}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
