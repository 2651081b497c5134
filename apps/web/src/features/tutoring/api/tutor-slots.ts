import type { TTutorSlots } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { tutoringKeys } from './tutoring-query-keys';

/** GET /api/tutoring/tutors/:id/slots: free slots of one length in a span. */
export const useTutorSlots = (tutorId: string, from: Date, to: Date, length: number) =>
  useQuery({
    queryKey: tutoringKeys.slots(tutorId, from.toISOString(), length),
    queryFn: ({ signal }) =>
      apiFetch<TTutorSlots>(`/tutoring/tutors/${tutorId}/slots`, {
        signal,
        query: { from: from.toISOString(), to: to.toISOString(), length },
      }),
  });
