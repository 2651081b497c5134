import type { TCourseDetail, TCourseSummary } from '@puente/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/courses — the courses, to filter exercises by course. */
export const coursesQuery = () =>
  queryOptions({
    queryKey: ['learning', 'courses'],
    queryFn: ({ signal }) => apiFetch<TCourseSummary[]>('/courses', { signal }),
  });

/** GET /api/courses/:id — a course's lessons, to name and filter its exercises by lesson. */
export const courseQuery = (courseId: string) =>
  queryOptions({
    queryKey: ['learning', 'course', courseId],
    queryFn: ({ signal }) => apiFetch<TCourseDetail>(`/courses/${courseId}`, { signal }),
  });

export const useCourses = () => useQuery(coursesQuery());
export const useCourse = (courseId: string | null) =>
  useQuery({ ...courseQuery(courseId ?? ''), enabled: Boolean(courseId) });
