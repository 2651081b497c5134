import type { TExerciseAnswer, TExerciseCheckResponse } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/exercises/:id/check — grades a complete answer and stores the attempt. */
export const checkExercise = (id: string, answer: TExerciseAnswer) =>
  apiFetch<TExerciseCheckResponse>(`/exercises/${id}/check`, { method: 'POST', body: { answer } });
