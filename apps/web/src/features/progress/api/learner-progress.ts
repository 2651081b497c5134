import type { TLearnerProgress } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/progress: read afresh on every visit (an exercise or a review just done shows at once). */
export const useLearnerProgress = () =>
  useQuery({
    queryKey: ['progress'] as const,
    queryFn: ({ signal }) => apiFetch<TLearnerProgress>('/progress', { signal }),
    staleTime: 0,
  });
