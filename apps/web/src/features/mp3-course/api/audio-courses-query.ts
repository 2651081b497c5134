import type { TAudioCourse, TAudioCourseSummary } from '@puente/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningKeys } from '../../../api/query-keys';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/audio-courses — the courses that have audio lessons. */
const audioCoursesQuery = () =>
  queryOptions({
    queryKey: learningKeys.audioCourses(),
    queryFn: ({ signal }) => apiFetch<TAudioCourseSummary[]>('/audio-courses', { signal }),
  });

/** GET /api/audio-courses/:id — a course's audio lessons with where the user stopped in each. */
const audioCourseQuery = (courseId: string) =>
  queryOptions({
    queryKey: learningKeys.audioCourse(courseId),
    queryFn: ({ signal }) => apiFetch<TAudioCourse>(`/audio-courses/${courseId}`, { signal }),
    // The positions saved while listening are kept in the page; a refetch would move the player.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const useAudioCourses = () => useQuery(audioCoursesQuery());
/** `enabled` false for an address that cannot be a course (the page answers not found itself). */
export const useAudioCourse = (courseId: string, enabled: boolean) =>
  useQuery({ ...audioCourseQuery(courseId), enabled });
