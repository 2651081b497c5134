import type {
  TAdminSessionsQuery,
  TAdminTutor,
  TAdminTutorEdit,
  TBookSession,
  TMyAvailability,
  TMyAvailabilityInput,
  TTutorHours,
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

/** GET /api/tutoring/sessions: the caller's own sessions (read again on each opening: the other side books and cancels too). */
export const useMySessions = (when: 'upcoming' | 'past') =>
  useQuery({
    staleTime: 0,
    refetchOnMount: 'always',
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

/** GET /api/admin/tutoring/sessions (staff; professors their own). */
export const useAdminSessions = (query: TAdminSessionsQuery) =>
  useQuery({
    queryKey: [...tutoringKeys.all(), 'admin-sessions', query],
    queryFn: ({ signal }) => apiFetch<TTutoringSessionList>('/admin/tutoring/sessions', { signal, query }),
  });

/** POST /api/admin/tutoring/sessions/:id/attendance. */
export const markAttendance = (id: string, status: 'attended' | 'student_no_show' | 'tutor_no_show') =>
  apiFetch<TTutoringSession>(`/admin/tutoring/sessions/${id}/attendance`, {
    method: 'POST',
    body: { status },
  });

/** GET /api/admin/tutoring/hours. */
export const useTutorHours = (month: string) =>
  useQuery({
    queryKey: [...tutoringKeys.all(), 'hours', month],
    queryFn: ({ signal }) => apiFetch<TTutorHours>('/admin/tutoring/hours', { signal, query: { month } }),
  });

/** GET /api/admin/tutoring/tutors (administrators). */
export const useAdminTutors = (enabled: boolean) =>
  useQuery({
    queryKey: [...tutoringKeys.all(), 'admin-tutors'],
    queryFn: ({ signal }) => apiFetch<{ tutors: TAdminTutor[] }>('/admin/tutoring/tutors', { signal }),
    enabled,
  });

/** PUT /api/admin/tutoring/tutors/:id. */
export const putAdminTutor = (id: string, body: TAdminTutorEdit) =>
  apiFetch<TAdminTutor>(`/admin/tutoring/tutors/${id}`, { method: 'PUT', body });
