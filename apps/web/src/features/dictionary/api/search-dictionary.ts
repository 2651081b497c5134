import type { TDictionarySearchResult } from '@puente/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type DirectionChoice = 'auto' | 'en-es' | 'es-en';

const PAGE = 30;

/** GET /api/dictionary/search — pages of headwords for a text, as you type (empty text: no call). */
const dictionarySearchQuery = (q: string, dir: DirectionChoice) =>
  infiniteQueryOptions({
    queryKey: ['dictionary', 'search', q, dir],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<TDictionarySearchResult>('/dictionary/search', {
        query: { q, dir, Skip: pageParam, Take: PAGE },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length * PAGE : undefined),
    enabled: q.trim() !== '',
    staleTime: 5 * 60_000,
    // The previous results stay on screen while the next text's arrive.
    placeholderData: keepPreviousData,
  });

export const useDictionarySearch = (q: string, dir: DirectionChoice) =>
  useInfiniteQuery(dictionarySearchQuery(q, dir));
