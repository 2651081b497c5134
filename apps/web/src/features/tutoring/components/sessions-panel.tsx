import { Anchor, Badge, Button, Card, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import type { TTutoringSession } from '@puente/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmModal } from '../../../lib/confirm-modal';
import { errorText } from '../../../lib/error-text';
import { showDialog, showToast } from '../../../ui/messages/show-message';
import { QueryState } from '../../../ui/query-state';
import { cancelSession } from '../api/cancel-session';
import { useMySessions } from '../api/my-sessions';
import { rescheduleSession } from '../api/reschedule-session';
import { tutoringKeys } from '../api/tutoring-query-keys';
import { SlotPicker } from './slot-picker';
import { formatWhen } from './zoned-time';

const STATUS_COLOR = {
  booked: 'blue',
  cancelled: 'gray',
  attended: 'green',
  student_no_show: 'red',
  tutor_no_show: 'red',
};

/** The caller's sessions, upcoming or past, as student or tutor, with cancel and (students) move. */
export function SessionsPanel({ zone }: { zone: string }) {
  const { t } = useTranslation('tutoring');
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming');
  const sessions = useMySessions(when);
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('tabs.sessions')}
        value={when}
        onChange={(value) => setWhen(value as 'upcoming' | 'past')}
        data={[
          { value: 'upcoming', label: t('sessions.upcoming') },
          { value: 'past', label: t('sessions.past') },
        ]}
      />
      <Text size="sm" c="dimmed">
        {t('zone.yours', { zone })}
      </Text>
      <QueryState query={sessions}>
        {(data) =>
          data.sessions.length === 0 ? (
            <Text c="dimmed">{t('sessions.none')}</Text>
          ) : (
            <Stack gap="sm">
              {data.sessions.map((session) => (
                <SessionCard key={session.id} session={session} zone={zone} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

function SessionCard({ session, zone }: { session: TTutoringSession; zone: string }) {
  const { t, i18n } = useTranslation('tutoring');
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState(false);
  const when = formatWhen(session.startsAt, zone, i18n.language);
  const reload = () => queryClient.invalidateQueries({ queryKey: tutoringKeys.all() });
  const cancel = () =>
    openConfirmModal({
      title: t('sessions.cancel'),
      children: <Text size="sm">{t('sessions.cancelConfirm', { when })}</Text>,
      labels: { confirm: t('sessions.cancel'), cancel: t('sessions.keep') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await cancelSession(session.id);
          showToast('success', t('sessions.cancelled'));
        } catch (error) {
          showDialog({ type: 'error', description: errorText(error, { network: false }) });
        }
        await reload();
      },
    });
  const move = async (startsAt: string) => {
    try {
      await rescheduleSession(session.id, startsAt);
      showToast('success', t('sessions.moved'));
      setMoving(false);
    } catch (error) {
      showDialog({ type: 'error', description: errorText(error, { network: false }) });
    }
    await reload();
  };
  return (
    <Card withBorder padding="sm" data-testid="tutoring-session">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} data-testid="session-when">
            {when} · {t('slots.minutes', { count: session.lengthMinutes })}
          </Text>
          <Badge color={STATUS_COLOR[session.status]}>{t(`status.${session.status}`)}</Badge>
        </Group>
        <Text size="sm">
          {session.side === 'tutor'
            ? t('sessions.withStudent', { name: session.student.name })
            : t('sessions.withTutor', { name: session.tutor.name })}
        </Text>
        {session.side === 'account' && (
          <Text size="sm">{t('sessions.bookedBy', { name: session.student.name })}</Text>
        )}
        {session.contextLabel && (
          <Text size="sm">{t('sessions.context', { label: session.contextLabel })}</Text>
        )}
        {session.note && <Text size="sm">{t('sessions.note', { note: session.note })}</Text>}
        {session.meetingLink && session.status === 'booked' && (
          <Anchor href={session.meetingLink} target="_blank" rel="noreferrer" size="sm">
            {t('sessions.join')}
          </Anchor>
        )}
        {session.status === 'booked' && (
          <Text size="xs" c="dimmed">
            {session.changeable
              ? t('sessions.cutoff', { when: formatWhen(session.cutoffAt, zone, i18n.language) })
              : t('sessions.locked')}
          </Text>
        )}
        {session.changeable && (
          <Group gap="xs">
            {session.side === 'student' && (
              <Button size="xs" variant="default" onClick={() => setMoving(true)}>
                {t('sessions.reschedule')}
              </Button>
            )}
            <Button size="xs" color="red" variant="light" onClick={cancel}>
              {t('sessions.cancel')}
            </Button>
          </Group>
        )}
      </Stack>
      {moving && (
        <Modal opened onClose={() => setMoving(false)} title={t('sessions.reschedule')} size="lg">
          <SlotPicker
            tutor={{
              id: session.tutor.id,
              name: session.tutor.name,
              sessionLengths: [session.lengthMinutes],
              timeZone: '',
            }}
            zone={zone}
            fixedLength={session.lengthMinutes as 30 | 60}
            onPick={(startsAt) => void move(startsAt)}
          />
        </Modal>
      )}
    </Card>
  );
}
