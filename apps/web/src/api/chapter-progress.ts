import type { TChapterProgress } from '@puente/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client';
import { learningKeys } from './query-keys';

/** POST /api/chapters/:id/view — the student opened the lesson (it becomes the one to continue). */
const recordChapterView = (chapterId: string) =>
  apiFetch<TChapterProgress>(`/chapters/${chapterId}/view`, { method: 'POST' });

/** POST /api/chapters/:id/complete — the student finished the lesson. */
const completeChapter = (chapterId: string) =>
  apiFetch<TChapterProgress>(`/chapters/${chapterId}/complete`, { method: 'POST' });

const refreshProgress = (queryClient: ReturnType<typeof useQueryClient>) => {
  for (const queryKey of [learningKeys.chapters(), learningKeys.courseDetails(), learningKeys.courses()]) {
    void queryClient.invalidateQueries({ queryKey });
  }
};

export function useRecordChapterView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordChapterView,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: learningKeys.courses() });
      void queryClient.invalidateQueries({ queryKey: learningKeys.courseDetails() });
    },
  });
}

export function useCompleteChapter() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeChapter, onSuccess: () => refreshProgress(queryClient) });
}
