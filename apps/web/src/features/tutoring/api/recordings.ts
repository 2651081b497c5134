import type { TTutoringRecording, TTutoringRecordingList } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { tutoringKeys } from './tutoring-query-keys';

/** GET /api/tutoring/recordings/received (tutors) or /sent (students), read again on each opening. */
export const useRecordings = (side: 'received' | 'sent') =>
  useQuery({
    staleTime: 0,
    refetchOnMount: 'always',
    queryKey: tutoringKeys.recordings(side),
    queryFn: ({ signal }) => apiFetch<TTutoringRecordingList>(`/tutoring/recordings/${side}`, { signal }),
  });

/** POST /api/tutoring/recordings/:id/listened. */
export const markListened = (id: string) =>
  apiFetch<TTutoringRecording>(`/tutoring/recordings/${id}/listened`, { method: 'POST' });

/** DELETE /api/tutoring/recordings/:id. */
export const deleteRecording = (id: string) =>
  apiFetch<{ id: string }>(`/tutoring/recordings/${id}`, { method: 'DELETE' });

/**
 * The audio of a recording as an object URL: its address answers the Bearer token only (the student and
 * the tutor), which an <audio> element cannot send, so it is fetched first (at most 2 MB).
 */
export async function loadRecordingAudio(contentUrl: string): Promise<string> {
  const token = useSession.getState().accessToken;
  let response: Response;
  try {
    response = await fetch(contentUrl, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch (cause) {
    throw new ApiError(0, 'network', { cause });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, (body as { code?: string } | null)?.code ?? 'system.exception', body);
  }
  return URL.createObjectURL(await response.blob());
}
