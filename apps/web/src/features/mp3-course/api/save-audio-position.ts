import type { TAudioPosition } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';

/** PUT /api/audio-positions/:id — where the user stopped in an audio lesson (milliseconds). */
export const saveAudioPosition = (chapterId: string, positionMs: number) =>
  apiFetch<TAudioPosition>(`/audio-positions/${chapterId}`, {
    method: 'PUT',
    body: { positionMs: Math.max(0, Math.round(positionMs)) },
  });
