import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { TTutoringRecording } from '@puente/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { QueryState } from '../../../ui/query-state';
import { deleteRecording, loadRecordingAudio, markListened, useRecordings } from '../api/recordings';
import { tutoringKeys } from '../api/tutoring-query-keys';
import { formatWhen } from './zoned-time';

type Side = 'received' | 'sent';

/** One recording: who and what, when, the note; play it, and mark it listened (tutor) or delete it (student). */
function RecordingItem({ item, side, zone }: { item: TTutoringRecording; side: Side; zone: string }) {
  const { t, i18n } = useTranslation('tutoring');
  const queryClient = useQueryClient();
  const [audio, setAudio] = useState<string | null>(null);
  const [busy, setBusy] = useState<'play' | 'mark' | 'delete' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (audio) URL.revokeObjectURL(audio);
    },
    [audio],
  );
  const act = async (kind: 'play' | 'mark' | 'delete', work: () => Promise<void>) => {
    setBusy(kind);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(null);
    }
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: tutoringKeys.recordings(side) });
  const who = side === 'received' ? item.student.name : t('recordings.to', { name: item.tutor.name });
  return (
    <Card withBorder padding="sm" component="li" aria-label={`${who}: ${item.text}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{who}</Text>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {formatWhen(item.createdAt, zone, i18n.language)}
            </Text>
            <Badge color={item.listenedAt ? 'teal' : 'gray'} variant="light">
              {item.listenedAt ? t('recordings.listened') : t('recordings.new')}
            </Badge>
          </Group>
        </Group>
        <Text lang="en">“{item.text}”</Text>
        {item.note ? <Text size="sm">{t('recordings.note', { note: item.note })}</Text> : null}
        {audio ? (
          // biome-ignore lint/a11y/useMediaCaption: a student's spoken practice of the phrase shown above
          <audio controls autoPlay src={audio} data-testid="recording-audio" style={{ width: '100%' }} />
        ) : null}
        <Group gap="xs">
          {audio ? null : (
            <Button
              size="xs"
              variant="light"
              loading={busy === 'play'}
              onClick={() =>
                void act('play', async () => setAudio(await loadRecordingAudio(item.contentUrl)))
              }
            >
              {t('recordings.play')}
            </Button>
          )}
          {side === 'received' && !item.listenedAt ? (
            <Button
              size="xs"
              variant="default"
              loading={busy === 'mark'}
              onClick={() =>
                void act('mark', async () => {
                  await markListened(item.id);
                  await refresh();
                })
              }
            >
              {t('recordings.markListened')}
            </Button>
          ) : null}
          {side === 'sent' ? (
            <Button
              size="xs"
              variant="subtle"
              color="red.8"
              loading={busy === 'delete'}
              onClick={() =>
                void act('delete', async () => {
                  await deleteRecording(item.id);
                  await refresh();
                })
              }
            >
              {t('recordings.delete')}
            </Button>
          ) : null}
        </Group>
        {failure ? (
          <Alert color="red" role="alert" variant="light">
            {failure}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * "Grabaciones recibidas" (a tutor: what students sent from speaking practice) or "Mis grabaciones" (a
 * student: what they sent, which they may delete). Times in the viewer's zone.
 */
export function RecordingsPanel({ side, zone }: { side: Side; zone: string }) {
  const { t } = useTranslation('tutoring');
  const recordings = useRecordings(side);
  return (
    <Stack gap="sm">
      <Text c="dimmed" size="sm">
        {side === 'received' ? t('recordings.receivedIntro') : t('recordings.sentIntro')}
      </Text>
      <QueryState query={recordings}>
        {({ recordings: items }) =>
          items.length === 0 ? (
            <Text>{side === 'received' ? t('recordings.noneReceived') : t('recordings.noneSent')}</Text>
          ) : (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {items.map((item) => (
                <RecordingItem key={item.id} item={item} side={side} zone={zone} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
