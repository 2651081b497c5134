import type { TBookSession, TTutoringSession } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/tutoring/sessions. */
export const bookSession = (body: TBookSession) =>
  apiFetch<TTutoringSession>('/tutoring/sessions', { method: 'POST', body });
