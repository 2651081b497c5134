import type { TTutoringSession } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/admin/tutoring/sessions/:id/attendance. */
export const markAttendance = (id: string, status: 'attended' | 'student_no_show' | 'tutor_no_show') =>
  apiFetch<TTutoringSession>(`/admin/tutoring/sessions/${id}/attendance`, {
    method: 'POST',
    body: { status },
  });
