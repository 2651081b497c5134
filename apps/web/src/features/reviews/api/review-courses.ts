import type { TReviewCourse } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { reviewQueryKeys } from './review-query-keys';

/** GET /api/reviews/courses: the review lessons of each enrolled course. */
export const useReviewCourses = () =>
  useQuery({
    queryKey: reviewQueryKeys.courses(),
    queryFn: ({ signal }) => apiFetch<TReviewCourse[]>('/reviews/courses', { signal }),
  });

/** GET /api/reviews/courses/:id: one enrolled course's review lessons (404 course.not-found). */
export const useReviewCourse = (courseId: string) =>
  useQuery({
    queryKey: reviewQueryKeys.course(courseId),
    queryFn: ({ signal }) => apiFetch<TReviewCourse>(`/reviews/courses/${courseId}`, { signal }),
    retry: false,
  });
