import { ZMyDay } from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { requireScopes } from '../../plugins/auth.ts';
import { SCOPES } from '../../plugins/auth-contract.ts';
import { getMyDay } from './get-my-day.ts';

/** The student's day on the home page. */
export const myDayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my-day',
    {
      onRequest: requireScopes('all', SCOPES.student),
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
