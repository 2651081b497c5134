import type { TDictionaryEntry } from '@puente/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/dictionary/entries/:id — one entry with its senses grouped by part of speech. */
const dictionaryEntryQuery = (id: string) =>
  queryOptions({
    queryKey: ['dictionary', 'entry', id],
    queryFn: ({ signal }) => apiFetch<TDictionaryEntry>(`/dictionary/entries/${id}`, { signal }),
    staleTime: 10 * 60_000,
  });

export const useDictionaryEntry = (id: string) => useQuery(dictionaryEntryQuery(id));
