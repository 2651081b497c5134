import { ZCarouselParams, ZPublicCarousel } from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPublicCarousel } from './get-public-carousel.ts';

/** Visitors (no sign-in): a carousel as the landing pages show it. */
export const publicCarouselRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/carousels/:carouselId',
    {
      schema: {
        tags: ['carousels'],
        summary:
          "A carousel as visitors see it (no sign-in): the tenant's live slots, in order, with their links",
        description:
          'Slots of unpublished or deleted courses (and their lessons and exams) are left out. 404 ' +
          'carousel.setup-not-found for an unknown carousel.',
        params: ZCarouselParams,
        response: { 200: ZPublicCarousel },
      },
    },
    async (request) => getPublicCarousel(app.deps.db, request.tenant.id, request.params.carouselId),
  );
};
