import {
  ACCESS,
  ZDailyGoal,
  ZHabitSettings,
  ZOnboarding,
  ZPlacementAnswers,
  ZPlacementStep,
  ZReminderOff,
} from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { requireAccess, requireOwnSession } from '../../plugins/auth.ts';
import { chooseGoal } from './onboarding/choose-goal.ts';
import { getOnboarding } from './onboarding/get-onboarding.ts';
import { skipOnboarding } from './onboarding/skip-onboarding.ts';
import { answerPlacement } from './placement/answer-placement.ts';
import { turnRemindersOff } from './reminders/turn-reminders-off.ts';
import { getHabitSettings } from './settings/get-habit-settings.ts';
import { updateHabitSettings } from './settings/update-habit-settings.ts';

/** A student's own writes: not while an administrator acts as them. */
const ownStudent = [requireAccess(ACCESS.student), requireOwnSession()];
/** The reminder mail's link, from anyone: a few tries a minute from one address. */
const REMINDER_OFF_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

/** The onboarding (placement test, daily goal), the habit settings and the reminder mail's link. */
export const habitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/onboarding',
    {
      onRequest: requireAccess(ACCESS.student),
      schema: {
        tags: ['habits'],
        summary: "The student's onboarding: still to do, the placement's level and the lesson it recommends",
        security: [{ bearer: [] }],
        response: { 200: ZOnboarding },
      },
    },
    async (request) => getOnboarding(app.deps, actorOf(request)),
  );

  app.post(
    '/onboarding/placement',
    {
      onRequest: ownStudent,
      schema: {
        tags: ['habits'],
        summary: 'The placement test: the answers so far give the next question, or the level at the end',
        description:
          'Adaptive: a right answer makes the next question harder, a wrong one easier. 409 ' +
          'onboarding.finished once the onboarding ended; 400 placement.unknown-question for an answer ' +
          'to a question the test did not ask.',
        security: [{ bearer: [] }],
        body: ZPlacementAnswers,
        response: { 200: ZPlacementStep },
      },
    },
    async (request) => answerPlacement(app.deps, actorOf(request), request.body),
  );

  app.put(
    '/onboarding/goal',
    {
      onRequest: ownStudent,
      schema: {
        tags: ['habits'],
        summary: 'The daily goal chosen at the end of the onboarding, which ends it',
        description: '409 onboarding.finished when the onboarding already ended.',
        security: [{ bearer: [] }],
        body: ZDailyGoal,
        response: { 200: ZOnboarding },
      },
    },
    async (request) => chooseGoal(app.deps, actorOf(request), request.body),
  );

  app.post(
    '/onboarding/skip',
    {
      onRequest: ownStudent,
      schema: {
        tags: ['habits'],
        summary: 'Skips the onboarding: it is not offered again',
        security: [{ bearer: [] }],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await skipOnboarding(app.deps, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/habit/settings',
    {
      onRequest: requireAccess(ACCESS.student),
      schema: {
        tags: ['habits'],
        summary: "The student's daily goal and study reminder",
        security: [{ bearer: [] }],
        response: { 200: ZHabitSettings },
      },
    },
    async (request) => getHabitSettings(app.deps, actorOf(request)),
  );

  app.put(
    '/habit/settings',
    {
      onRequest: ownStudent,
      schema: {
        tags: ['habits'],
        summary: "Sets the student's daily goal and study reminder (on or off, and its hour)",
        security: [{ bearer: [] }],
        body: ZHabitSettings,
        response: { 200: ZHabitSettings },
      },
    },
    async (request) => updateHabitSettings(app.deps, actorOf(request), request.body),
  );

  app.post(
    '/public/study-reminders/off',
    {
      config: { rateLimit: REMINDER_OFF_RATE_LIMIT },
      schema: {
        tags: ['habits'],
        summary: "Turns a student's study reminders off from the reminder mail's link (no sign-in)",
        description: '404 reminder.invalid-link for a token no reminder mail carried.',
        body: ZReminderOff,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await turnRemindersOff(app.deps.db, request.tenant.id, request.body);
      return reply.code(204).send(null);
    },
  );
};
