import type { TReviewRating, TReviewRatingResponse } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/reviews/cards/:id/rating, naming the card version the rating was given on. */
export const rateCard = (cardId: string, rating: TReviewRating, version: number) =>
  apiFetch<TReviewRatingResponse>(`/reviews/cards/${cardId}/rating`, {
    method: 'POST',
    body: { rating, version },
  });
