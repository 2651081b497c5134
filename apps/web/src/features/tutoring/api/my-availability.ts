import type { TMyAvailability } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { tutoringKeys } from './tutoring-query-keys';

/** GET /api/tutoring/availability (tutors). */
export const useMyAvailability = () =>
  useQuery({
    queryKey: tutoringKeys.availability(),
    queryFn: ({ signal }) => apiFetch<TMyAvailability>('/tutoring/availability', { signal }),
  });
