import type { TReviewStats } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { reviewQueryKeys } from './review-query-keys';

/** GET /api/reviews/stats: due today, the 30-day forecast, retention so far. */
export const useReviewStats = () =>
  useQuery({
    queryKey: reviewQueryKeys.stats(),
    queryFn: ({ signal }) => apiFetch<TReviewStats>('/reviews/stats', { signal }),
  });
