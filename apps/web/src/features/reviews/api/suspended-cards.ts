import type { TSuspendedCard } from '@puente/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { reviewQueryKeys } from './review-query-keys';

/** GET /api/reviews/suspended: the student's suspended cards (leeches). */
export const useSuspendedCards = () =>
  useQuery({
    queryKey: reviewQueryKeys.suspended(),
    queryFn: ({ signal }) => apiFetch<TSuspendedCard[]>('/reviews/suspended', { signal }),
  });

/** POST /api/reviews/cards/:id/unsuspend: the card back in the queue; the queue and figures are read again. */
export function useUnsuspendCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) =>
      apiFetch<TSuspendedCard[]>(`/reviews/cards/${cardId}/unsuspend`, { method: 'POST' }),
    onSuccess: (left) => {
      queryClient.setQueryData(reviewQueryKeys.suspended(), left);
      void queryClient.invalidateQueries({ queryKey: reviewQueryKeys.queue() });
      void queryClient.invalidateQueries({ queryKey: reviewQueryKeys.stats() });
    },
  });
}
