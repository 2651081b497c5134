import type { TReviewSettings } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { peopleQueryKeys } from './people-query-keys';

/** GET /api/reviews/settings: the student's desired retention and new cards per day. */
export const useReviewSettings = () =>
  useQuery({
    queryKey: peopleQueryKeys.reviewSettings(),
    queryFn: ({ signal }) => apiFetch<TReviewSettings>('/reviews/settings', { signal }),
  });

/** PUT /api/reviews/settings. */
export const putReviewSettings = (body: TReviewSettings) =>
  apiFetch<TReviewSettings>('/reviews/settings', { method: 'PUT', body });
