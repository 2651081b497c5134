import type { TReviewSession } from '@puente/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/reviews/lessons/:kind/:id/session: a review lesson's words as cards of the one queue. */
export const useStartReviewSession = () =>
  useMutation({
    mutationFn: ({ kind, id }: { kind: 'staff' | 'lesson'; id: string }) =>
      apiFetch<TReviewSession>(`/reviews/lessons/${kind}/${id}/session`, { method: 'POST' }),
  });
