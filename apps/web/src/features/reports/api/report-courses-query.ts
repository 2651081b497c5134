import type { TCourseSummary } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { reportKeys } from './report-query-keys';

/** GET /courses: the courses a ranking can be filtered by. */
export const useReportCourses = () =>
  useQuery({
    queryKey: reportKeys.of('courses', null),
    queryFn: ({ signal }) => apiFetch<TCourseSummary[]>('/courses', { signal }),
    staleTime: 60_000,
  });
