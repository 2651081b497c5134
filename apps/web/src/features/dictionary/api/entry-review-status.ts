import type { TReviewEntryStatus } from '@puente/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewKeys } from '../../../api/query-keys';
import { apiFetch } from '../../../lib/api-client';

const statusQuery = (id: string) =>
  queryOptions({
    queryKey: ['dictionary', 'review-status', id],
    queryFn: ({ signal }) => apiFetch<TReviewEntryStatus>(`/reviews/entries/${id}`, { signal }),
  });

/** GET /api/reviews/entries/:id: whether the entry's word is already in the student's reviews. */
export const useEntryReviewStatus = (id: string) => useQuery(statusQuery(id));

/** POST /api/reviews/entries/:id: "add to my reviews" (idempotent). */
export function useAddEntryToReviews(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<TReviewEntryStatus>(`/reviews/entries/${id}`, { method: 'POST' }),
    onSuccess: (status) => {
      queryClient.setQueryData(statusQuery(id).queryKey, status);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all() });
    },
  });
}
