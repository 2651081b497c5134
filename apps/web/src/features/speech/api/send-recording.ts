import type { TRecordingRecipients, TSendRecording, TTutoringRecording } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';

/** GET /api/tutoring/recordings/recipients: the tutors of the student's sessions (only asked when `enabled`). */
export const useRecordingRecipients = (enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: ['tutoring', 'recordings', 'recipients'],
    queryFn: ({ signal }) => apiFetch<TRecordingRecipients>('/tutoring/recordings/recipients', { signal }),
  });

/** The file name a recording is sent under, from the type the browser recorded. */
const fileNameOf = (type: string) =>
  type.includes('ogg') ? 'practice.ogg' : type.includes('mp4') ? 'practice.m4a' : 'practice.webm';

/**
 * POST /api/tutoring/recordings (multipart: the fields first, then the audio). Failures become the
 * ApiError apiFetch throws (the server's code, or 'network').
 */
export async function sendRecording(fields: TSendRecording, audio: Blob): Promise<TTutoringRecording> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') form.append(name, String(value));
  }
  form.append('file', audio, fileNameOf(audio.type));
  const headers: Record<string, string> = { 'accept-language': currentLocale() };
  const token = useSession.getState().accessToken;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch('/api/tutoring/recordings', { method: 'POST', headers, body: form });
  } catch (cause) {
    throw new ApiError(0, 'network', { cause });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok)
    throw new ApiError(response.status, (body as { code?: string } | null)?.code ?? 'system.exception', body);
  return body as TTutoringRecording;
}
