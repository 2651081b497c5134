import type { TChapterView } from '@puente/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningKeys } from '../../../api/query-keys';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/chapters/:id — a lesson: explanation, transcript, vocabulary, exercises and neighbours. */
const chapterQuery = (chapterId: string) =>
  queryOptions({
    queryKey: learningKeys.chapter(chapterId),
    queryFn: ({ signal }) => apiFetch<TChapterView>(`/chapters/${chapterId}`, { signal }),
  });

export const useChapter = (chapterId: string) => useQuery(chapterQuery(chapterId));
