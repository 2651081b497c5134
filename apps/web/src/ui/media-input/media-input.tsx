import { Alert, Box, Button, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { formatBytes, MEDIA_MAX_BYTES, type TMedia, type TMediaKind } from '@puente/shared';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-error';
import { errorText } from '../../lib/error-text';
import { checkMediaFile } from './check-media-file';
import type { MediaLoader, MediaUploader } from './media-uploader';

const ALL_KINDS: readonly TMediaKind[] = ['image', 'audio', 'video'];

/** What the file picker offers per kind (the server decides from the bytes anyway). */
const ACCEPT: Record<TMediaKind, string> = {
  image: 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp',
  audio: 'audio/mpeg,audio/mp4,audio/x-m4a,audio/aac,audio/ogg,audio/wav,.mp3,.m4a,.aac,.ogg,.oga,.opus,.wav',
  video: 'video/mp4,video/webm,.mp4,.m4v,.webm',
};

export type MediaInputProps = {
  label: string;
  /** The kinds this field takes (default: all). */
  accept?: readonly TMediaKind[];
  /** The chosen media id. */
  value: string | null;
  onChange: (id: string | null) => void;
  /** A form's own error for the field (e.g. required). */
  error?: string;
  /** How the file is sent (the app's: api/upload-media-file.ts, XMLHttpRequest with progress). */
  upload: MediaUploader;
  /** How an existing value's description is read, for its preview (the app's: fetchMedia in api/media-query.ts). */
  loadMedia: MediaLoader;
};

type State =
  | { step: 'idle' }
  | { step: 'uploading'; name: string; percent: number }
  | { step: 'failed'; message: string };

/**
 * A form field whose value is a media id: choose a file or drop it, see the accepted kinds and limits,
 * follow the upload's progress (cancel at any time), read a translated refusal, and preview the result
 * (picture, audio or video player). The browser checks type and size first; the server decides.
 */
export function MediaInput({
  label,
  accept = ALL_KINDS,
  value,
  onChange,
  error,
  upload,
  loadMedia,
}: MediaInputProps) {
  // Its texts live in `common`: a namespace of its own would grow the first screen's catalogue map.
  const { t, i18n } = useTranslation('common');
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const statusId = `${inputId}-status`;
  const inputRef = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [state, setState] = useState<State>({ step: 'idle' });
  const [media, setMedia] = useState<TMedia | null>(null);
  const [dragging, setDragging] = useState(false);

  // An existing value (a form opened to edit): its description, for the preview.
  useEffect(() => {
    if (!value || media?.id === value) return;
    const abort = new AbortController();
    loadMedia(value, abort.signal).then(setMedia, () => undefined);
    return () => abort.abort();
  }, [value, media?.id, loadMedia]);
  useEffect(() => () => controller.current?.abort(), []);

  const refusal = (code: string, params: Record<string, unknown> = {}) =>
    errorText({ code, params }, { fallback: t('media.upload-failed') });

  async function send(file: File) {
    const checked = checkMediaFile(file, accept);
    if ('code' in checked) {
      setState({
        step: 'failed',
        message: refusal(checked.code, { limit: formatBytes(checked.limit ?? 0, i18n.language) }),
      });
      return;
    }
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ step: 'uploading', name: file.name, percent: 0 });
    try {
      const uploaded = await upload(file, {
        signal: abort.signal,
        onProgress: ({ loaded, total }) =>
          setState({
            step: 'uploading',
            name: file.name,
            percent: total ? Math.round((loaded / total) * 100) : 0,
          }),
      });
      if (!accept.includes(uploaded.kind)) {
        setState({ step: 'failed', message: refusal('media.unsupported-type') });
        return;
      }
      setMedia(uploaded);
      setState({ step: 'idle' });
      onChange(uploaded.id);
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : new ApiError(0, 'network', null);
      if (apiError.code === 'aborted') {
        setState({ step: 'failed', message: t('media.cancelled') });
        return;
      }
      // The server's limit in bytes, written in the reader's language.
      const limitBytes = (apiError.body as { params?: { limitBytes?: unknown } } | null)?.params?.limitBytes;
      const refused =
        apiError.code === 'media.too-large' && typeof limitBytes === 'number'
          ? { code: apiError.code, params: { limit: formatBytes(limitBytes, i18n.language) } }
          : apiError;
      setState({
        step: 'failed',
        message: errorText(refused, { fallback: t('media.upload-failed'), network: t('media.network') }),
      });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void send(file);
  };

  const current = value && media?.id === value ? media : null;
  const uploading = state.step === 'uploading';

  return (
    <Stack gap="xs">
      <Text component="label" htmlFor={inputId} fw={500} size="sm">
        {label}
      </Text>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        p="md"
        style={{
          border: `2px dashed var(--mantine-color-${dragging ? 'blue-6' : error ? 'red-6' : 'gray-4'})`,
          borderRadius: 'var(--mantine-radius-md)',
        }}
        data-testid="media-drop-zone"
      >
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={accept.map((kind) => ACCEPT[kind]).join(',')}
          aria-describedby={`${hintId} ${statusId}`}
          aria-invalid={Boolean(error) || state.step === 'failed'}
          tabIndex={-1}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void send(file);
          }}
        />
        <Group gap="sm">
          <Button variant="light" onClick={() => inputRef.current?.click()} disabled={uploading}>
            {current ? t('media.replace') : t('media.choose')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('media.drop')}
          </Text>
        </Group>
        <Stack gap={0} mt="xs" id={hintId}>
          {accept.map((kind) => (
            <Text key={kind} size="xs" c="dimmed">
              {t(`media.limit.${kind}`, { size: formatBytes(MEDIA_MAX_BYTES[kind], i18n.language) })}
            </Text>
          ))}
        </Stack>
      </Box>

      <div id={statusId} role="status" aria-live="polite">
        {uploading && (
          <Group gap="sm" wrap="nowrap">
            <Progress
              value={state.percent}
              style={{ flex: 1 }}
              aria-label={t('media.uploading', { name: state.name, percent: state.percent })}
              animated
            />
            <Text size="sm">{t('media.uploading', { name: state.name, percent: state.percent })}</Text>
          </Group>
        )}
        {current && state.step === 'idle' && (
          <Text size="sm">{t('media.ready', { name: current.originalName })}</Text>
        )}
      </div>
      {uploading && (
        <Group>
          <Button variant="subtle" color="red" onClick={() => controller.current?.abort()}>
            {t('media.cancel')}
          </Button>
        </Group>
      )}
      {state.step === 'failed' && (
        <Alert color="red" role="alert">
          {state.message}
        </Alert>
      )}
      {error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}

      {current && (
        <Stack gap="xs">
          {current.kind === 'image' && (
            <Image
              src={current.url}
              alt={t('media.preview', { name: current.originalName })}
              maw={240}
              radius="sm"
            />
          )}
          {current.kind === 'audio' && (
            // biome-ignore lint/a11y/useMediaCaption: a preview of the uploaded file; captions belong to the lesson
            <audio
              controls
              src={current.url}
              aria-label={t('media.preview', { name: current.originalName })}
            />
          )}
          {current.kind === 'video' && (
            // biome-ignore lint/a11y/useMediaCaption: a preview of the uploaded file; captions belong to the lesson
            <video
              controls
              src={current.url}
              style={{ maxWidth: 360 }}
              aria-label={t('media.preview', { name: current.originalName })}
            />
          )}
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {current.originalName} · {formatBytes(current.size, i18n.language)}
            </Text>
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={() => {
                setMedia(null);
                onChange(null);
              }}
            >
              {t('media.remove')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
