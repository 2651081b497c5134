import {
  ZCarouselParams,
  ZChapterAssign,
  ZChapterOrder,
  ZCourseChapterParams,
  ZCourseItem,
  ZIdParams,
  ZPublicCarousel,
  ZWizardsSummary,
} from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { registerResource, staffOnly } from '../../lib/resource-kit/resource-routes.ts';
import { emptyJsonBody } from '../../plugins/empty-json-body.ts';
import { carouselResource, getPublicCarousel } from './carousels/index.ts';
import { chapterResource } from './chapters/index.ts';
import { assignChapter, courseResource, orderChapters, unassignChapter } from './courses/index.ts';
import { examResource } from './exams/index.ts';
import { exerciseResource } from './exercises/index.ts';
import { reviewLessonResource } from './review-lessons/index.ts';
import { getWizardsSummary } from './wizards-summary/index.ts';

const security = [{ bearer: [] }];
const tags = ['courses (staff)'];

/** Staff: the content resources the wizards edit (generic resource conventions) and a course's lessons. */
export const authoringRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(emptyJsonBody);
  registerResource(app, courseResource(app.deps));
  registerResource(app, chapterResource(app.deps));
  registerResource(app, exerciseResource(app.deps));
  registerResource(app, examResource(app.deps));
  registerResource(app, carouselResource(app.deps));
  registerResource(app, reviewLessonResource(app.deps));

  app.get(
    '/wizards/summary',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['wizards (staff)'],
        summary: 'Per content resource: how many live items and the five changed last (name, when, by whom)',
        security,
        response: { 200: ZWizardsSummary },
      },
    },
    async (request) => getWizardsSummary(app.deps.db, request.tenant.id),
  );

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

  app.post(
    '/courses/:id/chapters',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Assigns a lesson to the end of the course; 409 course.chapter-already-assigned',
        security,
        params: ZIdParams,
        body: ZChapterAssign,
        response: { 200: ZCourseItem },
      },
    },
    async (request) => assignChapter(app.deps, actorOf(request), request.params.id, request.body.chapterId),
  );

  app.delete(
    '/courses/:id/chapters/:chapterId',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Unassigns a lesson (kept, hidden from students); 409 course.chapter-not-assigned',
        security,
        params: ZCourseChapterParams,
        response: { 200: ZCourseItem },
      },
    },
    async (request) =>
      unassignChapter(app.deps, actorOf(request), request.params.id, request.params.chapterId),
  );

  app.put(
    '/courses/:id/chapters/order',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: "Orders the course's assigned lessons (each exactly once)",
        security,
        params: ZIdParams,
        body: ZChapterOrder,
        response: { 200: ZCourseItem },
      },
    },
    async (request) => orderChapters(app.deps, actorOf(request), request.params.id, request.body.chapterIds),
  );
};
