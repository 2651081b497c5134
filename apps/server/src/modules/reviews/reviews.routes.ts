import {
  ACCESS,
  ZIdParams,
  ZReviewCourse,
  ZReviewEntryStatus,
  ZReviewLessonParams,
  ZReviewQueue,
  ZReviewRatingRequest,
  ZReviewRatingResponse,
  ZReviewSession,
  ZReviewSettings,
  ZReviewStats,
  ZReviewUndoRequest,
  ZReviewUndoResponse,
  ZSuspendedCard,
} from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { tagOf } from '../../lib/data-cache.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { jsonOf, sendJson } from '../../plugins/data-cache.ts';
import { emptyJsonBody } from '../../plugins/empty-json-body.ts';
import { readMediaUrlSecret } from '../media/index.ts';
import { addEntryToReviews } from './add-entry-to-reviews.ts';
import { getEntryReviewStatus } from './get-entry-review-status.ts';
import { getReviewQueue } from './get-review-queue.ts';
import { getReviewStats } from './get-review-stats.ts';
import { listSuspendedCards } from './hygiene/list-suspended-cards.ts';
import { undoReviewRating } from './hygiene/undo-review-rating.ts';
import { unsuspendReviewCard } from './hygiene/unsuspend-review-card.ts';
import { listReviewCourses } from './list-review-courses.ts';
import { rateReviewCard } from './rate-review-card.ts';
import { getReviewSettings } from './settings/get-review-settings.ts';
import { updateReviewSettings } from './settings/update-review-settings.ts';
import { startReviewSession } from './start-review-session.ts';

const security = [{ bearer: [] }];
/**
 * A queue is kept for the rest of its minute at most: what falls due and each rating's next interval move
 * with the clock, by less than the minute the queue's learning steps are counted in.
 */
const QUEUE_CACHE_MS = 60_000;
const tags = ['reviews'];

/** Spaced-repetition reviews: each student's own queue (scoped by tenant and user), for students only. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(emptyJsonBody);
  const { deps } = app;
  const onRequest = requireAccess(ACCESS.student);
  const queueJson = jsonOf(app, ZReviewQueue, '/api/reviews/queue');
  // What the dictionary's entry reader needs (its audio links are signed with the media secret).
  let secret: Promise<string> | null = null;
  const entryDeps = {
    db: deps.db,
    clock: deps.clock,
    urlSecret: () => {
      secret ??= readMediaUrlSecret(deps.db).catch((error: unknown) => {
        secret = null;
        throw error;
      });
      return secret;
    },
  };

  app.get(
    '/reviews/queue',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Cards to review now: due ones first, then new ones within the daily limit, each with its next intervals',
        security,
        response: { 200: ZReviewQueue },
      },
    },
    async (request, reply) => {
      // Answered from memory within the minute, until the student's cards or settings change (0095).
      const actor = actorOf(request);
      const minute = Math.floor(deps.clock.now().getTime() / QUEUE_CACHE_MS);
      const key = `review-queue:${actor.tenantId}:${actor.userId}:${minute}`;
      const tags = [tagOf('tenant', actor.tenantId), tagOf('learner', actor.userId)];
      const json = await deps.dataCache.get(key, tags, async () =>
        queueJson(await getReviewQueue(deps, actor)),
      );
      return sendJson(reply, json);
    },
  );

  app.post(
    '/reviews/cards/:id/rating',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Rates a card (1 Again … 4 Easy) given on its version; a repeat counts once; 404 review.card-not-found',
        description:
          'The same rating of the same version answers the card as the first rating left it (`applied: false`); ' +
          'another rating of an old version is 409 review.card-changed.',
        security,
        params: ZIdParams,
        body: ZReviewRatingRequest,
        response: { 200: ZReviewRatingResponse },
      },
    },
    async (request) => rateReviewCard(deps, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/reviews/cards/:id/undo',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Undoes the student's last rating (given the version it left the card at): the card's FSRS state comes back exactly",
        description:
          'Only the last rating, once: anything else is 409 review.undo-not-last; another student’s card is 404 review.card-not-found.',
        security,
        params: ZIdParams,
        body: ZReviewUndoRequest,
        response: { 200: ZReviewUndoResponse },
      },
    },
    async (request) => undoReviewRating(deps, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/reviews/suspended',
    {
      onRequest,
      schema: {
        tags,
        summary: "The student's suspended cards (leeches: failed 8 times), with how often each was failed",
        security,
        response: { 200: z.array(ZSuspendedCard) },
      },
    },
    async (request) => listSuspendedCards(deps, actorOf(request)),
  );

  app.post(
    '/reviews/cards/:id/unsuspend',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Brings a suspended card back to the queue (idempotent); answers the cards still suspended; 404 review.card-not-found',
        security,
        params: ZIdParams,
        response: { 200: z.array(ZSuspendedCard) },
      },
    },
    async (request) => unsuspendReviewCard(deps, actorOf(request), request.params.id),
  );

  app.get(
    '/reviews/stats',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Due today, a 30-day forecast of due cards and the retention so far',
        security,
        response: { 200: ZReviewStats },
      },
    },
    async (request) => getReviewStats(deps, actorOf(request)),
  );

  app.get(
    '/reviews/settings',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Desired retention and new cards per day',
        security,
        response: { 200: ZReviewSettings },
      },
    },
    async (request) => getReviewSettings(deps, actorOf(request)),
  );

  app.put(
    '/reviews/settings',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Saves the desired retention (0.70–0.99) and new cards per day (0–200)',
        security,
        body: ZReviewSettings,
        response: { 200: ZReviewSettings },
      },
    },
    async (request) => updateReviewSettings(deps, actorOf(request), request.body),
  );

  app.get(
    '/reviews/entries/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: "Whether a dictionary entry's word is in the student's queue; 404 system.not-found",
        security,
        params: ZIdParams,
        response: { 200: ZReviewEntryStatus },
      },
    },
    async (request) => getEntryReviewStatus(entryDeps, actorOf(request), request.params.id),
  );

  app.post(
    '/reviews/entries/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: "Adds a dictionary entry's word to the student's queue (both directions; idempotent)",
        security,
        params: ZIdParams,
        response: { 200: ZReviewEntryStatus },
      },
    },
    async (request) => addEntryToReviews(entryDeps, actorOf(request), request.params.id),
  );

  app.get(
    '/reviews/courses',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The review lessons of each enrolled course: built by staff, and one per completed lesson',
        security,
        response: { 200: z.array(ZReviewCourse) },
      },
    },
    async (request) => listReviewCourses(deps, actorOf(request)),
  );

  app.get(
    '/reviews/courses/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: "One enrolled course's review lessons; 404 course.not-found",
        security,
        params: ZIdParams,
        response: { 200: ZReviewCourse },
      },
    },
    async (request) => (await listReviewCourses(deps, actorOf(request), request.params.id))[0]!,
  );

  app.post(
    '/reviews/lessons/:kind/:id/session',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "A short session of a review lesson's words, as cards of the student's queue; 404 review-lesson.not-found",
        security,
        params: ZReviewLessonParams,
        response: { 200: ZReviewSession },
      },
    },
    async (request) => startReviewSession(deps, actorOf(request), request.params.kind, request.params.id),
  );
};
