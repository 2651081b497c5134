import { ACCESS, ZLearnerProgress } from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { getLearnerProgress } from './get-learner-progress.ts';

/** The student's progress page. */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/progress',
    {
      onRequest: requireAccess(ACCESS.student),
      schema: {
        tags: ['reviews'],
        summary:
          "The student's progress: words learned, accuracy per skill and exercise type, study days, minutes per course, weakest items",
        security: [{ bearer: [] }],
        response: { 200: ZLearnerProgress },
      },
    },
    async (request) => getLearnerProgress(app.deps, actorOf(request)),
  );
};
