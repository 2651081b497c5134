import type { TAdminTutor, TAdminTutorEdit } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';

/** PUT /api/admin/tutoring/tutors/:id. */
export const putAdminTutor = (id: string, body: TAdminTutorEdit) =>
  apiFetch<TAdminTutor>(`/admin/tutoring/tutors/${id}`, { method: 'PUT', body });
