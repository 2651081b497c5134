import type { TTutorHours } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { tutoringKeys } from './tutoring-query-keys';

/** GET /api/admin/tutoring/hours. */
export const useTutorHours = (month: string) =>
  useQuery({
    queryKey: [...tutoringKeys.all(), 'hours', month],
    queryFn: ({ signal }) => apiFetch<TTutorHours>('/admin/tutoring/hours', { signal, query: { month } }),
  });
