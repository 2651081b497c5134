import type { TMySessions } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { peopleQueryKeys } from './people-query-keys';

/** GET /user/sessions: the user's signed-in devices, one row per browser and address. */
export const useMySessions = () =>
  useQuery({
    queryKey: peopleQueryKeys.sessions(),
    queryFn: ({ signal }) => apiFetch<TMySessions>('/user/sessions', { signal }),
  });

/** POST /user/sessions/sign-out-others: every other device signs out. */
export const signOutOthers = () =>
  apiFetch<{ signedOut: number }>('/user/sessions/sign-out-others', { method: 'POST' });

/** POST /user/sessions/:id/sign-out-device: the device of that session signs out (never this session). */
export const signOutDevice = (sessionId: string) =>
  apiFetch<{ signedOut: number }>(`/user/sessions/${sessionId}/sign-out-device`, { method: 'POST' });
