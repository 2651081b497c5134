import { MantineProvider } from '@mantine/core';
import type { TMedia } from '@puente/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { i18n, initI18n } from '../../lib/i18n';
import { MediaInput, type MediaInputProps } from './media-input';
import type { MediaLoader, MediaUploader, UploadProgress } from './media-uploader';

/** An upload the test drives by hand: progress, then success, failure or the user's cancel. */
function manualUpload() {
  const calls: {
    file: File;
    progress: (p: UploadProgress) => void;
    resolve: (media: TMedia) => void;
    reject: (error: unknown) => void;
    signal: AbortSignal;
  }[] = [];
  const upload: MediaUploader = (file, { onProgress, signal }) =>
    new Promise((resolve, reject) => {
      calls.push({ file, progress: onProgress, resolve, reject, signal });
      signal.addEventListener('abort', () => reject(new ApiError(0, 'aborted', null)));
    });
  return { upload, calls };
}

const described = (overrides: Partial<TMedia>): TMedia => ({
  id: '01900000-0000-7000-8000-000000000001',
  kind: 'image',
  mime: 'image/png',
  size: 68,
  originalName: 'portada.png',
  url: '/api/public/media/01900000-0000-7000-8000-000000000001/content',
  createdBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  deletedAt: null,
  ...overrides,
});

/** These fields start empty: no description to read. */
const noExistingMedia: MediaLoader = () => Promise.reject(new Error('no uploaded file to describe'));

function Field(
  props: Partial<MediaInputProps> &
    Pick<MediaInputProps, 'upload'> & { onValue?: (id: string | null) => void },
) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <MantineProvider>
      <MediaInput
        label="Portada"
        loadMedia={noExistingMedia}
        value={value}
        onChange={(id) => {
          setValue(id);
          props.onValue?.(id);
        }}
        {...props}
      />
    </MantineProvider>
  );
}

const png = (size = 68, type = 'image/png', name = 'portada.png') =>
  new File([new Uint8Array(size)], name, { type });

/** Starts i18next in a language (switching it when a test before started it in another). */
async function inLanguage(locale: 'es' | 'en') {
  initI18n(locale);
  await i18n.changeLanguage(locale);
}

describe('MediaInput', () => {
  it('uploads a chosen file with announced progress, then previews it and gives its id', async () => {
    await inLanguage('es');
    const { upload, calls } = manualUpload();
    const values: (string | null)[] = [];
    render(<Field upload={upload} onValue={(id) => values.push(id)} />);
    expect(screen.getByText('Imágenes JPEG, PNG o WebP de hasta 5 MB')).toBeTruthy();
    await userEvent.upload(screen.getByLabelText('Portada'), png());
    expect(calls).toHaveLength(1);
    act(() => calls[0]!.progress({ loaded: 34, total: 68 }));
    expect(screen.getByRole('status').textContent).toContain('Subiendo portada.png: 50 %');
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await act(async () => calls[0]!.resolve(described({})));
    expect(values).toEqual(['01900000-0000-7000-8000-000000000001']);
    expect(screen.getByRole('status').textContent).toContain('Archivo listo: portada.png');
    expect(screen.getByAltText('Vista previa de portada.png').getAttribute('src')).toBe(described({}).url);
    expect(screen.getByRole('button', { name: 'Reemplazar archivo' })).toBeTruthy();
  });

  it('writes an uploaded file’s size in the reader’s language', async () => {
    await inLanguage('es');
    const { upload, calls } = manualUpload();
    render(<Field upload={upload} />);
    await userEvent.upload(screen.getByLabelText('Portada'), png());
    await act(async () => calls[0]!.resolve(described({ size: 21_094 })));
    expect(screen.getByText('portada.png · 20,6 kB')).toBeTruthy();
  });

  it('shows an audio player for audio and a video player for video', async () => {
    await inLanguage('en');
    const { upload, calls } = manualUpload();
    const { container } = render(<Field upload={upload} accept={['audio', 'video']} />);
    await userEvent.upload(screen.getByLabelText('Portada'), png(100, 'audio/wav', 'clase.wav'));
    await act(async () =>
      calls[0]!.resolve(described({ kind: 'audio', mime: 'audio/wav', originalName: 'clase.wav' })),
    );
    expect(container.querySelector('audio[controls]')).toBeTruthy();
    await userEvent.upload(screen.getByLabelText('Portada'), png(100, 'video/webm', 'clip.webm'));
    await act(async () =>
      calls[1]!.resolve(
        described({
          id: '01900000-0000-7000-8000-000000000002',
          kind: 'video',
          mime: 'video/webm',
          originalName: 'clip.webm',
        }),
      ),
    );
    expect(container.querySelector('video[controls]')).toBeTruthy();
    expect(screen.getByText('MP4 or WebM video up to 500 MB')).toBeTruthy();
  });

  it('refuses a wrong type or a file over the limit before sending, in the user’s language', async () => {
    await inLanguage('es');
    const { upload, calls } = manualUpload();
    render(<Field upload={upload} accept={['image']} />);
    const input = screen.getByLabelText('Portada');
    await userEvent.upload(input, png(10, 'application/pdf', 'doc.pdf'), { applyAccept: false });
    expect(screen.getByRole('alert').textContent).toContain('Tipo de archivo no admitido');
    await userEvent.upload(input, png(5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('El archivo supera el tamaño máximo de 5 MB');
    expect(calls).toHaveLength(0);
  });

  it('translates the server’s refusal with its parameters, and cancels an upload under way', async () => {
    await inLanguage('en');
    const { upload, calls } = manualUpload();
    const values: (string | null)[] = [];
    render(<Field upload={upload} onValue={(id) => values.push(id)} />);
    await userEvent.upload(screen.getByLabelText('Portada'), png());
    await act(async () =>
      calls[0]!.reject(
        new ApiError(413, 'media.too-large', {
          code: 'media.too-large',
          params: { limit: '2,5 kB', limitBytes: 2560 },
        }),
      ),
    );
    // The limit in bytes, written in the reader's language.
    expect(screen.getByRole('alert').textContent).toBe('The file is larger than the maximum of 2.5 kB');
    await userEvent.upload(screen.getByLabelText('Portada'), png());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the upload' }));
    expect(calls[1]!.signal.aborted).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('The upload was cancelled.');
    expect(values).toEqual([]);
    expect(i18n.language).toBe('en');
  });
});
