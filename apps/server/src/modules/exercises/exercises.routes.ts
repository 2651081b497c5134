import {
  ACCESS,
  pageOf,
  ZAnswerRequest,
  ZExerciseCheckResponse,
  ZExerciseForStaff,
  ZExerciseItem,
  ZExerciseListScope,
  ZExerciseSummary,
  ZIdParams,
  ZListFilter,
  ZPresentedExercise,
} from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { asksForPage, staffWhenPaging } from '../../lib/resource-kit/resource-routes.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { emptyJsonBody } from '../../plugins/empty-json-body.ts';
import { exerciseResource } from '../authoring/index.ts';
import { checkExercise } from './check-exercise.ts';
import { getExercise } from './get-exercise.ts';
import { listExercises } from './list-exercises.ts';

const security = [{ bearer: [] }];

export const exercisesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(emptyJsonBody);
  // The staff side of these paths (authoring): the list page and the item with its answers and version.
  const authoring = exerciseResource(app.deps);
  app.get(
    '/exercises',
    {
      onRequest: [requireAccess(ACCESS.signedIn), staffWhenPaging],
      schema: {
        tags: ['exercises'],
        summary: "Exercises (optionally of one course or lesson) with the student's status and best score",
        description:
          'With the list filter (SearchValue, Skip, Take, deleted): staff only, a page `{ items, total }` of ' +
          'the exercises as the wizards edit them (answers included).',
        security,
        querystring: ZListFilter.extend(ZExerciseListScope.shape),
        response: { 200: z.union([z.array(ZExerciseSummary), pageOf(ZExerciseItem)]) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      if (asksForPage(request)) return authoring.list(actor, request.query);
      const { courseId, chapterId } = request.query;
      return listExercises(app.deps, actor, { courseId, chapterId });
    },
  );

  app.get(
    '/exercises/:id',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags: ['exercises'],
        summary: 'An exercise as presented to the student, without its answers; 404 exercise.not-found',
        description: 'Staff also get the authored exercise: its definition (answers) and version.',
        security,
        params: ZIdParams,
        response: { 200: z.union([ZExerciseForStaff, ZPresentedExercise]) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const presented = await getExercise(app.deps, actor, request.params.id);
      if (!actor.isStaff) return presented;
      const item = await authoring.get(actor, request.params.id);
      // The same exercise on both sides: its type (the union's tag) agrees.
      return { ...presented, ...item } as z.output<typeof ZExerciseForStaff>;
    },
  );

  app.post(
    '/exercises/:id/check',
    {
      onRequest: requireAccess(ACCESS.signedIn),
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
