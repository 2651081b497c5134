import { ACCESS, ZMyDay } from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { getMyDay } from './get-my-day.ts';

/** The student's day on the home page. */
export const myDayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my-day',
    {
      onRequest: requireAccess(ACCESS.student),
      schema: {
        tags: ['reviews'],
        summary:
          "The student's day for the home page: the lesson to continue, reviews due, minutes this week",
        security: [{ bearer: [] }],
        response: { 200: ZMyDay },
      },
    },
    async (request) => getMyDay(app.deps, actorOf(request)),
  );
};
