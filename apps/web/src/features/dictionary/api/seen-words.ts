import type { TDictionarySeenWords } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiFetch } from '../../../lib/api-client';

/** A headword as the server's search keys have it: lower case, accents folded, without `to `. */
export const seenKeyOf = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/^to /, '');

type SeenLesson = TDictionarySeenWords['words'][number]['lesson'];

/**
 * GET /api/dictionary/seen-words — the words the user met in the lessons they opened, by side and key
 * (`en:run`), with the lesson; read once a minute at most.
 */
export function useSeenWords(): ReadonlyMap<string, SeenLesson> {
  const query = useQuery({
    queryKey: ['dictionary', 'seen-words'],
    queryFn: ({ signal }) => apiFetch<TDictionarySeenWords>('/dictionary/seen-words', { signal }),
    staleTime: 60_000,
  });
  return useMemo(
    () => new Map((query.data?.words ?? []).map((word) => [`${word.side}:${word.key}`, word.lesson])),
    [query.data],
  );
}
