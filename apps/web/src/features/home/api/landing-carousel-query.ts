import type { TPublicCarousel } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';
import { sharedRequest } from '../../../lib/shared-request';

/**
 * GET /api/public/carousels/landing: the slots staff put in the landing carousel (no sign-in). Asked
 * once the page has hydrated (the prerendered page cannot know them); kept for the visit.
 */
export const useLandingCarousel = sharedRequest(() =>
  apiFetch<TPublicCarousel>('/public/carousels/landing', { token: null }),
);
