import type {
  TBookSession,
  TMyAvailability,
  TMyAvailabilityInput,
  TTutoringSession,
  TTutoringSessionList,
  TTutorList,
  TTutorSlots,
} from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The query keys of the tutoring screen. */
export const tutoringKeys = {
  all: () => ['tutoring'] as const,
  tutors: () => ['tutoring', 'tutors'] as const,
  slots: (tutorId: string, from: string, length: number) =>
    ['tutoring', 'slots', tutorId, from, length] as const,
  sessions: (when: 'upcoming' | 'past') => ['tutoring', 'sessions', when] as const,
  availability: () => ['tutoring', 'availability'] as const,
};

/** GET /api/tutoring/tutors: the tutors with their next free slot, and the caller's zone. */
export const useTutors = () =>
  useQuery({
    queryKey: tutoringKeys.tutors(),
    queryFn: ({ signal }) => apiFetch<TTutorList>('/tutoring/tutors', { signal }),
  });

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

/** GET /api/tutoring/sessions: the caller's own sessions. */
export const useMySessions = (when: 'upcoming' | 'past') =>
  useQuery({
    queryKey: tutoringKeys.sessions(when),
    queryFn: ({ signal }) =>
      apiFetch<TTutoringSessionList>('/tutoring/sessions', { signal, query: { when } }),
  });

/** POST /api/tutoring/sessions. */
export const bookSession = (body: TBookSession) =>
  apiFetch<TTutoringSession>('/tutoring/sessions', { method: 'POST', body });

/** POST /api/tutoring/sessions/:id/cancel. */
export const cancelSession = (id: string) =>
  apiFetch<TTutoringSession>(`/tutoring/sessions/${id}/cancel`, { method: 'POST', body: {} });

/** POST /api/tutoring/sessions/:id/reschedule. */
export const rescheduleSession = (id: string, startsAt: string) =>
  apiFetch<TTutoringSession>(`/tutoring/sessions/${id}/reschedule`, { method: 'POST', body: { startsAt } });

/** GET /api/tutoring/availability (tutors). */
export const useMyAvailability = () =>
  useQuery({
    queryKey: tutoringKeys.availability(),
    queryFn: ({ signal }) => apiFetch<TMyAvailability>('/tutoring/availability', { signal }),
  });

/** PUT /api/tutoring/availability (tutors). */
export const saveMyAvailability = (body: TMyAvailabilityInput) =>
  apiFetch<TMyAvailability>('/tutoring/availability', { method: 'PUT', body });
