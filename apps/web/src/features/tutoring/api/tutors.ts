import type { TTutorList } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { tutoringKeys } from './tutoring-query-keys';

/** GET /api/tutoring/tutors: the tutors with their next free slot, and the caller's zone. */
export const useTutors = () =>
  useQuery({
    queryKey: tutoringKeys.tutors(),
    queryFn: ({ signal }) => apiFetch<TTutorList>('/tutoring/tutors', { signal }),
  });
