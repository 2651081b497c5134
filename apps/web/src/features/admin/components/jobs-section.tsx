import { Button, Group, Select, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { JOB_STATES, type TJob, type TJobState } from '@puente/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDefaultError } from '../../../ui/messages/show-default-error';
import { QueryState } from '../../../ui/query-state';
import { StatusBadge, type StatusTone } from '../../../ui/status-badge';
import { jobsKey, retryJob, useJobs } from '../api/jobs-query';

// Dark text with a coloured dot (readable on any row: a light badge failed the contrast check).
const STATE_TONES: Record<TJobState, StatusTone> = {
  created: 'info',
  retry: 'warning',
  active: 'info',
  completed: 'success',
  cancelled: 'neutral',
  failed: 'danger',
};

/**
 * Background jobs (administrators): queued, running, done and failed with their last error, and "retry
 * now" on a failed one. A school sees its own jobs (its mail); the default school also the platform's.
 */
export function JobsSection() {
  const { t, i18n } = useTranslation('admin-users');
  const [state, setState] = useState<TJobState | null>(null);
  const query = useJobs(state);
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: retryJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
    onError: (error) => showDefaultError(error),
  });
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        )
      : '—';
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" id="jobs-title">
          {t('jobs.title')}
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={() => void query.refetch()}>
          {t('jobs.refresh')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('jobs.hint')}
      </Text>
      <Select
        label={t('jobs.state')}
        placeholder={t('jobs.allStates')}
        clearable
        maw={260}
        value={state}
        onChange={(value) => setState(value as TJobState | null)}
        data={JOB_STATES.map((value) => ({ value, label: t(`jobs.states.${value}`) }))}
      />
      <QueryState query={query}>
        {({ jobs }) =>
          jobs.length === 0 ? (
            <Text c="dimmed">{t('jobs.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped aria-labelledby="jobs-title">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('jobs.name')}</Table.Th>
                    <Table.Th scope="col">{t('jobs.state')}</Table.Th>
                    <Table.Th scope="col">{t('jobs.tries')}</Table.Th>
                    <Table.Th scope="col">{t('jobs.created')}</Table.Th>
                    <Table.Th scope="col">{t('jobs.lastError')}</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>{t('jobs.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {jobs.map((job) => (
                    <JobRow
                      key={job.id}
                      job={job}
                      created={when(job.createdAt)}
                      busy={retry.isPending && retry.variables === job.id}
                      onRetry={() => retry.mutate(job.id)}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
    </Stack>
  );
}

function JobRow({
  job,
  created,
  busy,
  onRetry,
}: {
  job: TJob;
  created: string;
  busy: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('admin-users');
  // The queue's own name for a job this version does not know (one a newer instance queued).
  const name = t(`jobs.names.${job.name}`, { defaultValue: job.name });
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        <span title={job.name}>{name}</span>
        {job.system ? (
          <Text span size="xs" c="dimmed" ml={6}>
            {t('jobs.system')}
          </Text>
        ) : null}
      </Table.Th>
      <Table.Td>
        <StatusBadge tone={STATE_TONES[job.state]}>{t(`jobs.states.${job.state}`)}</StatusBadge>
      </Table.Td>
      <Table.Td>{t('jobs.triesOf', { count: job.retryCount + 1, limit: job.retryLimit + 1 })}</Table.Td>
      <Table.Td>{created}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{job.lastError ?? '—'}</Table.Td>
      <Table.Td>
        {job.state === 'failed' ? (
          <Button
            size="compact-sm"
            variant="light"
            loading={busy}
            aria-label={t('jobs.retryOf', { name })}
            onClick={onRetry}
          >
            {t('jobs.retry')}
          </Button>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}
