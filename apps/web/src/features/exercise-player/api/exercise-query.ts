import type { TPresentedExercise } from '@puente/shared';
import { queryOptions } from '@tanstack/react-query';
import { learningKeys } from '../../../api/query-keys';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/exercises/:id — the exercise as the student sees it (never its answers). */
export const exerciseQuery = (id: string) =>
  queryOptions({
    queryKey: learningKeys.exercise(id),
    queryFn: ({ signal }) => apiFetch<TPresentedExercise>(`/exercises/${id}`, { signal }),
    staleTime: 5 * 60_000,
  });
