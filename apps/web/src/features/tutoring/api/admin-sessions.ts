import type { TAdminSessionList, TAdminSessionsQuery } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { tutoringKeys } from './tutoring-query-keys';

/** GET /api/admin/tutoring/sessions (staff; professors their own), with the zone to show them in. */
export const useAdminSessions = (query: TAdminSessionsQuery) =>
  useQuery({
    queryKey: [...tutoringKeys.all(), 'admin-sessions', query],
    queryFn: ({ signal }) => apiFetch<TAdminSessionList>('/admin/tutoring/sessions', { signal, query }),
  });
