import type { TExamSummary } from '@puente/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningKeys } from '../../../api/query-keys';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/exams — the exams the student owns, with their state and the time left of an open attempt. */
const examsQuery = () =>
  queryOptions({
    queryKey: learningKeys.exams(),
    queryFn: ({ signal }) => apiFetch<TExamSummary[]>('/exams', { signal }),
    staleTime: 0,
  });

export const useExams = () => useQuery(examsQuery());
