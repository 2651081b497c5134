import type { TReviewQueue } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { reviewQueryKeys } from './review-query-keys';

/**
 * GET /api/reviews/queue: the cards to review now. Never kept after the screen closes: cards rated
 * elsewhere (a review lesson, another tab) have moved on, and an old version would be refused.
 */
export const useReviewQueue = () =>
  useQuery({
    queryKey: reviewQueryKeys.queue(),
    queryFn: ({ signal }) => apiFetch<TReviewQueue>('/reviews/queue', { signal }),
    staleTime: 0,
    gcTime: 0,
  });
