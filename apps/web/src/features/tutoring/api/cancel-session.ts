import type { TTutoringSession } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/tutoring/sessions/:id/cancel. */
export const cancelSession = (id: string) =>
  apiFetch<TTutoringSession>(`/tutoring/sessions/${id}/cancel`, { method: 'POST', body: {} });
