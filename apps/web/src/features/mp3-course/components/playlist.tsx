import { Anchor, Badge, Checkbox, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStreamAddress } from '../../../api/media-query';
import { canKeepOffline, isKeptOffline, keepOffline } from '../offline/offline-lessons';
import { formatTime } from './format-time';

export type PlaylistItem = { id: string; title: string; streamOrigin: string; positionMs: number };

/** The file name a lesson downloads as. */
const fileName = (title: string) => `${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'lesson'}.mp3`;

/** A lesson's download link (an uploaded file's signed address once it is known). */
function DownloadLink({ item }: { item: PlaylistItem }) {
  const { t } = useTranslation('mp3');
  const stream = useStreamAddress(item.streamOrigin);
  if (!stream.address) return null;
  return (
    <Anchor
      href={stream.address}
      download={fileName(item.title)}
      size="sm"
      aria-label={t('playlist.downloadOf', { title: item.title })}
    >
      {t('playlist.download')}
    </Anchor>
  );
}

/** "Available offline": keeps the lesson's file on the device (hidden where the browser cannot). */
function OfflineToggle({ item }: { item: PlaylistItem }) {
  const { t } = useTranslation('mp3');
  const stream = useStreamAddress(item.streamOrigin);
  const [kept, setKept] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const url = stream.address;
  useEffect(() => {
    let live = true;
    void isKeptOffline(url).then((value) => live && setKept(value));
    return () => {
      live = false;
    };
  }, [url]);
  if (!url || !canKeepOffline()) return null;
  const change = async (keep: boolean) => {
    // Shown at once; put back if the file could not be kept (or let go).
    setKept(keep);
    setBusy(true);
    setFailed(false);
    try {
      await keepOffline(url, keep);
    } catch {
      setKept(!keep);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Checkbox
      size="sm"
      mt="xs"
      label={t('playlist.offline')}
      checked={kept}
      disabled={busy}
      onChange={(event) => void change(event.currentTarget.checked)}
      error={failed ? t('playlist.offlineFailed') : undefined}
    />
  );
}

/** The course's audio lessons in order; the current one highlighted; each one plays or downloads. */
export function Playlist({
  items,
  currentId,
  onPick,
}: {
  items: PlaylistItem[];
  currentId: string;
  onPick(id: string): void;
}) {
  const { t } = useTranslation('mp3');
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item, index) => {
        const current = item.id === currentId;
        return (
          <li key={item.id} aria-current={current ? 'true' : undefined}>
            <Paper
              withBorder
              radius="md"
              p="sm"
              bg={current ? 'teal.0' : undefined}
              style={current ? { borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 } : undefined}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <UnstyledButton
                  onClick={() => onPick(item.id)}
                  style={{ flex: 1, minWidth: 0, minHeight: 44 }}
                >
                  <Group gap="sm" wrap="nowrap">
                    <Text fw={700} c={current ? 'teal.9' : 'dimmed'} w={24} ta="right">
                      {index + 1}
                    </Text>
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      {/* A long title wraps (a narrow phone shows it whole), breaking a long word if it must. */}
                      <Text fw={current ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
                        {item.title}
                      </Text>
                      {item.positionMs > 0 ? (
                        <Text size="xs" c="dimmed">
                          {t('playlist.resume', { time: formatTime(item.positionMs / 1000) })}
                        </Text>
                      ) : null}
                    </Stack>
                  </Group>
                </UnstyledButton>
                {current ? (
                  <Badge color="teal" variant="light" visibleFrom="xs">
                    {t('playlist.current')}
                  </Badge>
                ) : null}
                <DownloadLink item={item} />
              </Group>
              <OfflineToggle item={item} />
            </Paper>
          </li>
        );
      })}
    </Stack>
  );
}
