import {
  ZAnswerRequest,
  ZExerciseCheckResponse,
  ZExerciseListQuery,
  ZExerciseSummary,
  ZIdParams,
  ZPresentedExercise,
} from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { emptyJsonBody } from '../../plugins/empty-json-body.ts';
import { checkExercise } from './check-exercise.ts';
import { getExercise } from './get-exercise.ts';
import { listExercises } from './list-exercises.ts';

const security = [{ bearer: [] }];

export const exercisesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(emptyJsonBody);
  app.get(
    '/exercises',
    {
      onRequest: requireAuth(),
      schema: {
        tags: ['exercises'],
        summary: "Exercises (optionally of one course or lesson) with the student's status and best score",
        security,
        querystring: ZExerciseListQuery,
        response: { 200: z.array(ZExerciseSummary) },
      },
    },
    async (request) => listExercises(app.deps, actorOf(request), request.query),
  );

  app.get(
    '/exercises/:id',
    {
      onRequest: requireAuth(),
      schema: {
        tags: ['exercises'],
        summary: 'An exercise as presented to the student, without its answers; 404 exercise.not-found',
        security,
        params: ZIdParams,
        response: { 200: ZPresentedExercise },
      },
    },
    async (request) => getExercise(app.deps, actorOf(request), request.params.id),
  );

  app.post(
    '/exercises/:id/check',
    {
      onRequest: requireAuth(),
      schema: {
        tags: ['exercises'],
        summary: 'Checks an answer, stores the attempt; answers correctness per part, score, correct answers',
        description:
          '400 exercise.provide-all-answers when a part is missing (no choice, an empty blank, a token or a ' +
          'pair left out); 400 invalid when the answer is malformed or of another type, or names unknown ids.',
        security,
        params: ZIdParams,
        body: ZAnswerRequest,
        response: { 200: ZExerciseCheckResponse },
      },
    },
    async (request) => checkExercise(app.deps, actorOf(request), request.params.id, request.body.answer),
  );
};
