import type { TCourseSummary } from '@puente/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/courses — the tenant's published courses with the student's progress in each. */
export const coursesQuery = () =>
  queryOptions({
    queryKey: ['learning', 'courses'],
    queryFn: ({ signal }) => apiFetch<TCourseSummary[]>('/courses', { signal }),
  });

export const useCourses = () => useQuery(coursesQuery());
