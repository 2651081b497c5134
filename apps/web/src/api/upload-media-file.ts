import type { TMedia } from '@puente/shared';
import { ApiError } from '../lib/api-client';
import { currentLocale } from '../lib/i18n';
import { useSession } from '../lib/session/session-store';
import type { MediaUploader } from '../ui/media-input/media-uploader';

/**
 * POST /api/media through XMLHttpRequest, the one browser API that reports upload progress. Failures
 * become the same ApiError apiFetch throws (the server's code; 'network'; 'aborted' when cancelled).
 */
export const uploadMediaFile: MediaUploader = (file, { onProgress, signal }) =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/media');
    request.setRequestHeader('accept-language', currentLocale());
    const token = useSession.getState().accessToken;
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) =>
      onProgress({ loaded: event.loaded, total: event.total || file.size });
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = request.responseText;
      }
      if (request.status === 201) return resolve(body as TMedia);
      const code = (body as { code?: string } | null)?.code ?? 'system.exception';
      reject(new ApiError(request.status, code, body));
    };
    request.onerror = () => reject(new ApiError(0, 'network', null));
    request.onabort = () => reject(new ApiError(0, 'aborted', null));
    if (signal.aborted) {
      reject(new ApiError(0, 'aborted', null));
      return;
    }
    signal.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
