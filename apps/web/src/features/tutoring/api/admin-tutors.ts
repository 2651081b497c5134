import type { TAdminTutor } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { tutoringKeys } from './tutoring-query-keys';

/** GET /api/admin/tutoring/tutors (administrators). */
export const useAdminTutors = (enabled: boolean) =>
  useQuery({
    queryKey: [...tutoringKeys.all(), 'admin-tutors'],
    queryFn: ({ signal }) => apiFetch<{ tutors: TAdminTutor[] }>('/admin/tutoring/tutors', { signal }),
    enabled,
  });
