import type { TChapterView } from '@puente/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningKeys } from '../../../api/query-keys';
import { apiFetch } from '../../../lib/api-client';
import { takeArrivedEarlyRead } from '../../../lib/early-read';

/**
 * GET /api/chapters/:id — a lesson: explanation, transcript, vocabulary, exercises and neighbours. A page
 * the server drew carries it (signed-in-page.ts): the first drawing takes that answer, with no request.
 */
const chapterQuery = (chapterId: string) => {
  // One path for the request and the read the page carries, as the server names it.
  const path = `/chapters/${encodeURIComponent(chapterId)}`;
  return queryOptions({
    queryKey: learningKeys.chapter(chapterId),
    initialData: () => takeArrivedEarlyRead<TChapterView>(path),
    queryFn: ({ signal }) => apiFetch<TChapterView>(path, { signal }),
  });
};

export const useChapter = (chapterId: string) => useQuery(chapterQuery(chapterId));
