import type { TCourseDetail } from '@puente/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/courses/:id — a course with its lessons (and the student's marks) and its exams. */
export const courseQuery = (courseId: string) =>
  queryOptions({
    queryKey: ['learning', 'course', courseId],
    queryFn: ({ signal }) => apiFetch<TCourseDetail>(`/courses/${courseId}`, { signal }),
  });

export const useCourse = (courseId: string) => useQuery(courseQuery(courseId));
