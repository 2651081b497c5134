import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type TAdminSessionsQuery, TUTORING_STATUSES } from '@puente/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { showDialog, showToast } from '../../../ui/messages/show-message';
import { QueryState } from '../../../ui/query-state';
import { useAdminSessions } from '../api/admin-sessions';
import { markAttendance } from '../api/mark-attendance';
import { tutoringKeys } from '../api/tutoring-query-keys';
import { formatWhen, viewerZone } from './zoned-time';

const MARKS = ['attended', 'student_no_show', 'tutor_no_show'] as const;

/** Every session (professors: theirs) with filters, and attendance marking once a session started. */
export function AdminSessions() {
  const { t, i18n } = useTranslation('tutoring');
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<TAdminSessionsQuery>({});
  const sessions = useAdminSessions(filters);
  const zone = viewerZone(null);
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
      <SimpleGrid cols={{ base: 1, sm: 3, md: 5 }} spacing="xs">
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
        <TextInput
          type="date"
          label={t('admin.from')}
          value={filters.from ?? ''}
          onChange={(e) => set('from', e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('admin.to')}
          value={filters.to ?? ''}
          onChange={(e) => set('to', e.currentTarget.value)}
        />
        <Select
          label={t('admin.status')}
          clearable
          data={TUTORING_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={filters.status ?? null}
          onChange={(v) => set('status', v)}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('zone.yours', { zone })}
      </Text>
      <QueryState query={sessions}>
        {(data) =>
          data.sessions.length === 0 ? (
            <Text c="dimmed">{t('sessions.none')}</Text>
          ) : (
            <Stack gap="xs">
              {data.sessions.map((session) => (
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
                          onClick={() => void mark(session.id, status)}
                        >
                          {t(`status.${status}`)}
                        </Button>
                      ))}
                    </Group>
                  )}
                </Card>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
