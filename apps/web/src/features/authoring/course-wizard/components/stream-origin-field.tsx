import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMedia } from '../../../../api/media-query';
import { uploadMediaFile } from '../../../../api/upload-media-file';
import { isMediaId } from '../../../../lib/media-ref';
import type { SchemaForm } from '../../../../ui/form/use-schema-form';
import { MediaInput } from '../../../../ui/media-input/media-input';
import type { ChapterFormValues } from '../model/chapter-form-values';

/** Where a lesson streams from: an uploaded file (video or audio) or an address. */
export function StreamOriginField({ form }: { form: SchemaForm<ChapterFormValues> }) {
  const { t } = useTranslation('course-wizard');
  const { streamOrigin, viewMode } = form.form.values;
  const [source, setSource] = useState<'upload' | 'url'>(
    streamOrigin && !isMediaId(streamOrigin) ? 'url' : 'upload',
  );
  const kind = viewMode === 'audio' ? 'audio' : 'video';
  const error = form.errorOf('streamOrigin');
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm" id="stream-origin-label">
        {t('lesson.streamOrigin')}
      </Text>
      <SegmentedControl
        aria-labelledby="stream-origin-label"
        value={source}
        onChange={(next) => setSource(next as 'upload' | 'url')}
        data={[
          { value: 'upload', label: t('lesson.sourceUpload') },
          { value: 'url', label: t('lesson.sourceUrl') },
        ]}
      />
      {source === 'upload' ? (
        <MediaInput
          upload={uploadMediaFile}
          loadMedia={fetchMedia}
          label={t(kind === 'audio' ? 'lesson.audioFile' : 'lesson.videoFile')}
          accept={[kind]}
          value={isMediaId(streamOrigin) ? streamOrigin : null}
          onChange={(id) => form.form.setFieldValue('streamOrigin', id ?? '')}
          error={error}
        />
      ) : (
        <TextInput
          label={t('lesson.streamUrl')}
          description={t('lesson.streamUrlHint')}
          type="url"
          {...form.inputProps('streamOrigin')}
        />
      )}
    </Stack>
  );
}
