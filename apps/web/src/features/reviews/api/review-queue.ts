import type { TReviewQueue } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { reviewQueryKeys } from './review-query-keys';

/** GET /api/reviews/queue: the cards to review now. */
export const useReviewQueue = () =>
  useQuery({
    queryKey: reviewQueryKeys.queue(),
    queryFn: ({ signal }) => apiFetch<TReviewQueue>('/reviews/queue', { signal }),
    staleTime: 0,
  });
