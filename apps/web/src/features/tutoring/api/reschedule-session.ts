import type { TTutoringSession } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/tutoring/sessions/:id/reschedule. */
export const rescheduleSession = (id: string, startsAt: string) =>
  apiFetch<TTutoringSession>(`/tutoring/sessions/${id}/reschedule`, { method: 'POST', body: { startsAt } });
