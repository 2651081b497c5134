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
import {
  AUDIT_ACTIONS,
  AUDIT_KINDS,
  auditKindOf,
  type TAuditAction,
  type TAuditEntry,
  type TAuditKind,
  type TAuditLogList,
} from '@puente/shared';
import { type InfiniteData, type UseQueryResult, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../ui/query-state';
import { DateField } from '../../../ui/widgets/date-field';
import { type AuditLogFilter, useAuditLog } from '../api/audit-log-query';
import { useAuditPeople } from '../api/audit-people-query';
import { downloadAuditCsv } from '../api/download-audit-csv';

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
        {entry.targetLabel ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('audit.target', { name: entry.targetLabel })}
          </Text>
        ) : null}
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

/** The CSV of the log as filtered, saved as a file; a translated message when it fails. */
function CsvButton({ filter }: { filter: AuditLogFilter }) {
  const { t } = useTranslation('admin-users');
  const download = useMutation({ mutationFn: () => downloadAuditCsv(filter, t('audit.csvFile')) });
  return (
    <Group gap="xs">
      <Button variant="default" loading={download.isPending} onClick={() => download.mutate()}>
        {t('audit.csv')}
      </Button>
      {download.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {t('audit.csvFailed')}
        </Text>
      ) : null}
    </Group>
  );
}

/**
 * The audit log for administrators: who did what to which item (by name) and when, with before/after;
 * filtered by person, kind, action and dates, and downloadable as CSV.
 */
export function AuditLogSection() {
  const { t } = useTranslation('admin-users');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 500);
  const [actorId, setActorId] = useState<string | null>(null);
  const [kind, setKind] = useState<TAuditKind | null>(null);
  const [action, setAction] = useState<TAuditAction | null>(null);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const people = useAuditPeople();
  const filter: AuditLogFilter = {
    search: debounced,
    actorId,
    kind,
    action,
    from: from ? dayStart(from) : null,
    to: to ? dayStart(to, 1) : null,
  };
  const query = useAuditLog(filter);
  const filtered = Boolean(debounced || actorId || kind || action || from || to);
  const actions = AUDIT_ACTIONS.filter((value) => kind === null || auditKindOf(value) === kind);
  return (
    <Stack component="section" gap="sm" aria-labelledby="audit-log-title">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3" id="audit-log-title">
          {t('audit.title')}
        </Title>
        <CsvButton filter={filter} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <TextInput
          label={t('audit.filter')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Select
          label={t('audit.person')}
          placeholder={t('audit.everyone')}
          clearable
          searchable
          value={actorId}
          onChange={setActorId}
          data={(people.data?.items ?? []).map((person) => ({
            value: person.id,
            label: `${person.name} (${person.email})`,
          }))}
        />
        <Select
          label={t('audit.kind')}
          placeholder={t('audit.allKinds')}
          clearable
          value={kind}
          onChange={(value) => {
            setKind(value as TAuditKind | null);
            if (value && action && auditKindOf(action) !== value) setAction(null);
          }}
          data={AUDIT_KINDS.map((value) => ({ value, label: t(`audit.kinds.${value}`) }))}
        />
        <Select
          label={t('audit.action')}
          placeholder={t('audit.allActions')}
          clearable
          searchable
          value={action}
          onChange={(value) => setAction(value as TAuditAction | null)}
          data={actions.map((value) => ({ value, label: t(`audit.actions.${value}`) }))}
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
            <Text c="dimmed">{t(filtered ? 'audit.noMatch' : 'audit.empty')}</Text>
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
