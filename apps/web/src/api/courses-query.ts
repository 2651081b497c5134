import type { TCourseDetail, TCourseSummary } from '@puente/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client';
import { takeArrivedEarlyRead, takeEarlyRead } from '../lib/early-read';
import { learningKeys } from './query-keys';

/** GET /api/courses — the tenant's published courses with the student's progress in each. */
const coursesQuery = () =>
  queryOptions({
    queryKey: learningKeys.courses(),
    // The first time, the read main.tsx sent on a signed-in start at /courses (lib/early-read.ts): its
    // answer if it came before the screen's first render, else the read itself once it comes.
    initialData: () => takeArrivedEarlyRead<TCourseSummary[]>('/courses'),
    queryFn: ({ signal }) =>
      takeEarlyRead('/courses', () => apiFetch<TCourseSummary[]>('/courses', { signal })),
  });

/** GET /api/courses/:id — a course with its lessons (and the student's marks) and its exams. */
const courseQuery = (courseId: string) =>
  queryOptions({
    queryKey: learningKeys.course(courseId),
    queryFn: ({ signal }) => apiFetch<TCourseDetail>(`/courses/${courseId}`, { signal }),
  });

export const useCourses = () => useQuery(coursesQuery());

/** The course, or nothing while no course is chosen (`null`). */
export const useCourse = (courseId: string | null) =>
  useQuery({ ...courseQuery(courseId ?? ''), enabled: Boolean(courseId) });
