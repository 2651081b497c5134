import type { TReviewRating, TReviewRatingResponse, TReviewUndoResponse } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/reviews/cards/:id/rating, naming the card version the rating was given on (practice: nothing changes). */
export const rateCard = (cardId: string, rating: TReviewRating, version: number, practice = false) =>
  apiFetch<TReviewRatingResponse>(`/reviews/cards/${cardId}/rating`, {
    method: 'POST',
    body: practice ? { rating, version, practice } : { rating, version },
  });

/** POST /api/reviews/cards/:id/undo: takes back the last rating, given the version it left the card at. */
export const undoRating = (cardId: string, version: number) =>
  apiFetch<TReviewUndoResponse>(`/reviews/cards/${cardId}/undo`, { method: 'POST', body: { version } });
