import type { TTutoringSessionList } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { tutoringKeys } from './tutoring-query-keys';

/** GET /api/tutoring/sessions: the caller's own sessions (read again on each opening: the other side books and cancels too). */
export const useMySessions = (when: 'upcoming' | 'past') =>
  useQuery({
    staleTime: 0,
    refetchOnMount: 'always',
    queryKey: tutoringKeys.sessions(when),
    queryFn: ({ signal }) =>
      apiFetch<TTutoringSessionList>('/tutoring/sessions', { signal, query: { when } }),
  });
