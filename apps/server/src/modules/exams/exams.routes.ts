import {
  ACCESS,
  pageOf,
  ZAnswerRequest,
  ZAttemptParams,
  ZAttemptQuestionParams,
  ZExamAttemptView,
  ZExamItem,
  ZExamListScope,
  ZExamSummary,
  ZIdParams,
  ZListFilter,
  ZPastAttempt,
  ZSaveAnswerResponse,
} from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { asksForPage, staffWhenPaging } from '../../lib/resource-kit/resource-routes.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { emptyJsonBody } from '../../plugins/empty-json-body.ts';
import { examResource } from '../authoring/index.ts';
import { getCurrentAttempt } from './get-current-attempt.ts';
import { listExams } from './list-exams.ts';
import { getAttemptReview } from './past-attempts/get-attempt-review.ts';
import { listPastAttempts } from './past-attempts/list-past-attempts.ts';
import { saveExamAnswer } from './save-exam-answer.ts';
import { startExamAttempt } from './start-exam-attempt.ts';
import { submitExamAttempt } from './submit-exam-attempt.ts';

const security = [{ bearer: [] }];
const tags = ['exams'];

/** Exams the student owns and their attempts; the timer runs on the server. */
export const examsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(emptyJsonBody);
  // The staff side of GET /exams (authoring): the list page of the exams as the wizards edit them.
  const authoring = examResource(app.deps);
  app.get(
    '/exams',
    {
      onRequest: [requireAccess(ACCESS.signedIn), staffWhenPaging],
      schema: {
        tags,
        summary:
          'Owned exams: not-started, in-progress (secondsLeft by the server), passed or failed; best score',
        description:
          'With the list filter (SearchValue, Skip, Take, deleted): staff only, a page `{ items, total }` of ' +
          'the exams as the wizards edit them (exercises included).',
        security,
        querystring: ZListFilter.extend(ZExamListScope.shape),
        response: { 200: z.union([z.array(ZExamSummary), pageOf(ZExamItem)]) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      if (asksForPage(request)) return authoring.list(actor, request.query);
      return listExams(app.deps, actor);
    },
  );

  app.post(
    '/exams/:id/attempts',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags,
        summary: 'Starts an attempt (201); 409 exam.already-partially-completed while one is open',
        description:
          '404 exam.not-found when the student does not own the exam. The attempt draws its questions from ' +
          "the exam's pool (fixed for it). 409 exam.attempt-limit-reached once the exam's attempts are used; " +
          "409 exam.retake-cooldown (params.retakeAt) while a failed attempt's cooldown runs.",
        security,
        params: ZIdParams,
        response: { 201: ZExamAttemptView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await startExamAttempt(app.deps, actorOf(request), request.params.id)),
  );

  app.get(
    '/exams/:id/attempts/current',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags,
        summary: 'The open attempt to resume: questions without answers, saved answers, secondsLeft',
        description:
          'Read after the deadline, the attempt is submitted with its saved answers and answered with ' +
          "status 'submitted' and its result. 200 null when none is open.",
        security,
        params: ZIdParams,
        response: { 200: ZExamAttemptView.nullable() },
      },
    },
    async (request) => getCurrentAttempt(app.deps, actorOf(request), request.params.id),
  );

  app.get(
    '/exams/:id/attempts',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags,
        summary: "The student's submitted attempts at an owned exam, newest first",
        description: '404 exam.not-found when the student does not own the exam.',
        security,
        params: ZIdParams,
        response: { 200: z.array(ZPastAttempt) },
      },
    },
    async (request) => listPastAttempts(app.deps, actorOf(request), request.params.id),
  );

  app.get(
    '/exam-attempts/:attemptId',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags,
        summary: "A submitted attempt's review: questions as shown, answers, right answers, score",
        description:
          "For the attempt's student and staff who teach the course; 404 exam.attempt-not-found to anyone " +
          'else. 409 exam.attempt-not-submitted while it is open.',
        security,
        params: ZAttemptParams,
        response: { 200: ZExamAttemptView },
      },
    },
    async (request) => getAttemptReview(app.deps, actorOf(request), request.params.attemptId),
  );

  app.put(
    '/exam-attempts/:attemptId/answers/:questionId',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags,
        summary: 'Autosaves one answer (partial answers allowed); 409 exam.time-expired after the deadline',
        description:
          '409 exam.attempt-closed once submitted; 404 exam.question-not-found; 400 invalid for a malformed ' +
          'answer. After the deadline the attempt is submitted with the answers saved before. savedAt is when ' +
          'the answer as it stands was stored: resending an unchanged answer keeps its first savedAt.',
        security,
        params: ZAttemptQuestionParams,
        body: ZAnswerRequest,
        response: { 200: ZSaveAnswerResponse },
      },
    },
    async (request) =>
      saveExamAnswer(app.deps, actorOf(request), { ...request.params, answer: request.body.answer }),
  );

  app.post(
    '/exam-attempts/:attemptId/submit',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags,
        summary:
          'Submits the attempt: score, passed, per-question results, certificate when the course is done',
        description: 'Idempotent: an attempt already submitted (by the timer too) answers its result.',
        security,
        params: ZAttemptParams,
        response: { 200: ZExamAttemptView },
      },
    },
    async (request) => submitExamAttempt(app.deps, actorOf(request), request.params.attemptId),
  );
};
