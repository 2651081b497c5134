import { Alert, AspectRatio, Box, Group, Loader, Paper, Text } from '@mantine/core';
import type { TChapterView } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { useStreamAddress } from '../../../api/media-query';
import { isSpeechAvailable, ListenButton } from '../../speech';
import { mediaSource } from './media-source';

/** The player of a lesson's view mode: embedded video, HTML5 video or audio, or the dialogue read aloud. */
export function LessonMedia({ lesson, title }: { lesson: TChapterView; title: string }) {
  const { t } = useTranslation('learning');
  // An uploaded file plays from the signed address its description hands out.
  const stream = useStreamAddress(lesson.streamOrigin);
  if (stream.pending) return <Loader size="sm" role="progressbar" aria-label={t('lesson.mediaLoading')} />;
  if (stream.failed)
    return (
      <Alert color="orange" role="alert">
        {t('lesson.mediaUnavailable')}
      </Alert>
    );
  const source = mediaSource(lesson.viewMode, stream.address);
  switch (source.kind) {
    case 'embed':
      return (
        <AspectRatio ratio={16 / 9} maw={900}>
          <iframe
            src={source.url}
            title={t('lesson.videoTitle', { title })}
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            style={{ border: 0, borderRadius: 8 }}
          />
        </AspectRatio>
      );
    case 'video':
      return (
        <Box maw={900}>
          {/* biome-ignore lint/a11y/useMediaCaption: the transcript is shown right below the player */}
          <video
            src={source.url}
            controls
            preload="metadata"
            aria-label={t('lesson.videoTitle', { title })}
            style={{ width: '100%', borderRadius: 8, background: 'black' }}
          />
        </Box>
      );
    case 'audio':
      return (
        // biome-ignore lint/a11y/useMediaCaption: the transcript is shown right below the player
        <audio
          src={source.url}
          controls
          preload="metadata"
          aria-label={t('lesson.audioTitle', { title })}
          style={{ width: '100%', maxWidth: 600 }}
        />
      );
    case 'speech':
      if (!lesson.transcript || !isSpeechAvailable()) return null;
      return (
        <Paper withBorder p="md" radius="md" bg="teal.0">
          <Group justify="space-between">
            <Text>{t('lesson.speechIntro')}</Text>
            <Group gap="xs">
              <ListenButton text={lesson.transcript} label={t('lesson.playDialogue')} size="sm" />
              <ListenButton text={lesson.transcript} label={t('exercise.listen.slow')} slow size="sm" />
            </Group>
          </Group>
        </Paper>
      );
    case 'reading':
      return null;
  }
}
