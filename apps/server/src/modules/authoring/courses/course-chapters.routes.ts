import { ZChapterAssign, ZChapterOrder, ZCourseChapterParams, ZCourseItem, ZIdParams } from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../lib/actor.ts';
import { staffOnly } from '../../../lib/resource-kit/resource-routes.ts';
import { assignChapter } from './assign-chapter.ts';
import { orderChapters } from './order-chapters.ts';
import { unassignChapter } from './unassign-chapter.ts';

const security = [{ bearer: [] }];
const tags = ['courses (staff)'];

/** Staff: a course's lessons (assign one, unassign one, order them). */
export const courseChapterRoutes: FastifyPluginAsyncZod = async (app) => {
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
