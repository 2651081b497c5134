import { Paper } from '@mantine/core';
import type { TExerciseAnswer, TExerciseCheckResponse, TPresentedExercise } from '@puente/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { QueryState } from '../query-state';
import { ExercisePlayer } from './exercise-player';

/** GET /api/exercises/:id — the exercise as the student sees it (never its answers). */
export const exerciseQuery = (id: string) =>
  queryOptions({
    queryKey: ['learning', 'exercise', id],
    queryFn: ({ signal }) => apiFetch<TPresentedExercise>(`/exercises/${id}`, { signal }),
    staleTime: 5 * 60_000,
  });

/** POST /api/exercises/:id/check — grades a complete answer and stores the attempt. */
export const checkExercise = (id: string, answer: TExerciseAnswer) =>
  apiFetch<TExerciseCheckResponse>(`/exercises/${id}/check`, { method: 'POST', body: { answer } });

/** Loads an exercise and plays it; a check refreshes the lists that show its status and best score. */
export function ExerciseRunner({ exerciseId, number }: { exerciseId: string; number?: number }) {
  const query = useQuery(exerciseQuery(exerciseId));
  const queryClient = useQueryClient();
  const check = async (answer: TExerciseAnswer) => {
    const result = await checkExercise(exerciseId, answer);
    for (const key of ['exercises', 'chapter', 'courses', 'course']) {
      void queryClient.invalidateQueries({ queryKey: ['learning', key] });
    }
    return result;
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <QueryState query={query}>
        {(exercise) => <ExercisePlayer key={exercise.id} exercise={exercise} check={check} number={number} />}
      </QueryState>
    </Paper>
  );
}
