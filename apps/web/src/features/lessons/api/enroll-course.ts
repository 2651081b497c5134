import type { TEnrollment } from '@puente/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { learningKeys } from '../../../api/query-keys';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/courses/:id/enroll — joins the course and receives its exams. */
const enrollCourse = (courseId: string) =>
  apiFetch<TEnrollment>(`/courses/${courseId}/enroll`, { method: 'POST' });

export function useEnrollCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrollCourse,
    onSuccess: () => {
      for (const queryKey of [learningKeys.courseDetails(), learningKeys.courses(), learningKeys.exams()]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
