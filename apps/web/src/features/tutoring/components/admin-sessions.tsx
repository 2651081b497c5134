import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { type TAdminSessionsQuery, type TTutoringSession, TUTORING_STATUSES } from '@puente/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClassOptions } from '../../../api/class-options-query';
import { errorText } from '../../../lib/error-text';
import { showDialog, showToast } from '../../../ui/messages/show-message';
import { QueryState } from '../../../ui/query-state';
import { ClassSelect } from '../../../ui/widgets/class-select';
import { DateField } from '../../../ui/widgets/date-field';
import { useAdminSessions } from '../api/admin-sessions';
import { markAttendance } from '../api/mark-attendance';
import { tutoringKeys } from '../api/tutoring-query-keys';
import { formatWhen } from './zoned-time';

const MARKS = ['attended', 'student_no_show', 'tutor_no_show'] as const;

/**
 * Every session (professors: theirs) with filters, and attendance marking once a session started. Times
 * are shown, and the filter's days counted, in the zone the server names: the reader's profile zone,
 * else the school's. A class chosen shows its students' sessions (decision 0151).
 */
export function AdminSessions() {
  const { t } = useTranslation('tutoring');
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<TAdminSessionsQuery>({});
  const sessions = useAdminSessions(filters);
  const classes = useClassOptions();
  // The people the list names, to filter by them.
  const people = (side: 'tutor' | 'student') => {
    const all = sessions.data?.sessions.map((s) => s[side]) ?? [];
    return [...new Map(all.map((p) => [p.id, { value: p.id, label: p.name }])).values()];
  };
  const set = (key: keyof TAdminSessionsQuery, value: string | null) =>
    setFilters((current) => ({ ...current, [key]: value || undefined }));
  const mark = async (id: string, status: (typeof MARKS)[number]) => {
    try {
      await markAttendance(id, status);
      showToast('success', t(`status.${status}`));
    } catch (error) {
      showDialog({ type: 'error', description: errorText(error, { network: false }) });
    }
    await queryClient.invalidateQueries({ queryKey: tutoringKeys.all() });
  };
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3, md: 6 }} spacing="xs">
        <ClassSelect
          classes={classes.data?.items ?? []}
          value={filters.classId ?? null}
          onChange={(v) => set('classId', v)}
        />
        <Select
          label={t('admin.tutor')}
          clearable
          data={people('tutor')}
          value={filters.tutorId ?? null}
          onChange={(v) => set('tutorId', v)}
        />
        <Select
          label={t('admin.student')}
          clearable
          data={people('student')}
          value={filters.studentId ?? null}
          onChange={(v) => set('studentId', v)}
        />
        <DateField
          label={t('admin.from')}
          clearable
          value={filters.from ?? null}
          maxDate={filters.to}
          onChange={(v) => set('from', v)}
        />
        <DateField
          label={t('admin.to')}
          clearable
          value={filters.to ?? null}
          minDate={filters.from}
          onChange={(v) => set('to', v)}
        />
        <Select
          label={t('admin.status')}
          clearable
          data={TUTORING_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={filters.status ?? null}
          onChange={(v) => set('status', v)}
        />
      </SimpleGrid>
      <QueryState query={sessions}>
        {(data) => (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('zone.yours', { zone: data.timeZone })}
            </Text>
            {data.sessions.length === 0 ? (
              <Text c="dimmed">{t('sessions.none')}</Text>
            ) : (
              <SessionCards sessions={data.sessions} zone={data.timeZone} onMark={mark} />
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/** The sessions, newest first, each with its marks once it started. */
function SessionCards({
  sessions,
  zone,
  onMark,
}: {
  sessions: TTutoringSession[];
  zone: string;
  onMark: (id: string, status: (typeof MARKS)[number]) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('tutoring');
  return (
    <Stack gap="xs">
      {sessions.map((session) => (
        <Card key={session.id} withBorder padding="sm" data-testid="admin-session">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600}>
              {formatWhen(session.startsAt, zone, i18n.language)} ·{' '}
              {t('slots.minutes', { count: session.lengthMinutes })}
            </Text>
            <Badge>{t(`status.${session.status}`)}</Badge>
          </Group>
          <Text size="sm">
            {session.tutor.name} / {session.student.name}
          </Text>
          {session.contextLabel && (
            <Text size="sm">{t('sessions.context', { label: session.contextLabel })}</Text>
          )}
          {session.status !== 'cancelled' && new Date(session.startsAt) <= new Date() && (
            <Group gap="xs" mt={4}>
              {MARKS.map((status) => (
                <Button
                  key={status}
                  size="xs"
                  variant={session.status === status ? 'filled' : 'default'}
                  onClick={() => void onMark(session.id, status)}
                >
                  {t(`status.${status}`)}
                </Button>
              ))}
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  );
}
