import type { TExerciseListQuery, TExerciseSummary } from '@puente/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningKeys } from '../../../api/query-keys';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/exercises?courseId&chapterId — exercises with the student's status and best score. */
const exercisesQuery = (filter: TExerciseListQuery = {}) =>
  queryOptions({
    queryKey: learningKeys.exercises(filter.courseId ?? null, filter.chapterId ?? null),
    queryFn: ({ signal }) => apiFetch<TExerciseSummary[]>('/exercises', { query: filter, signal }),
  });

export const useExercises = (filter: TExerciseListQuery = {}) => useQuery(exercisesQuery(filter));
