import {
  ACCESS,
  ZBookSession,
  ZIdParams,
  ZMyAvailability,
  ZMySessionsQuery,
  ZRescheduleSession,
  ZSlotsQuery,
  ZTutoringSession,
  ZTutoringSessionList,
  ZTutorList,
  ZTutorSlots,
} from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { emptyJsonBody } from '../../plugins/empty-json-body.ts';
import { bookSession } from './book-session.ts';
import { changeSession } from './change-session.ts';
import { getTutorSlots } from './get-tutor-slots.ts';
import { listMySessions } from './list-my-sessions.ts';
import { listTutors } from './list-tutors.ts';
import { getMyAvailability, saveMyAvailability } from './my-availability.ts';
import { recordingRoutes } from './recordings/recordings.routes.ts';

const security = [{ bearer: [] }];
const tags = ['tutoring'];

/**
 * Tutoring for students (tutors, free slots, booking, their sessions) and tutors (their availability
 * and sessions). A school with tutoring off answers 403 tutoring.disabled to students.
 */
export const tutoringRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(emptyJsonBody);
  // Its own scope: the multipart parser applies to the recordings' routes only.
  await app.register(recordingRoutes);
  const { deps } = app;
  const onRequest = requireAccess(ACCESS.tutoring);

  app.get(
    '/tutoring/tutors',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Tutors with bio, languages and next free slot',
        security,
        response: { 200: ZTutorList },
      },
    },
    async (request) => listTutors(deps, actorOf(request), request.tenant),
  );

  app.get(
    '/tutoring/tutors/:id/slots',
    {
      onRequest,
      schema: {
        tags,
        summary: "A tutor's free slots of one length between two instants (within notice and horizon)",
        security,
        params: ZIdParams,
        querystring: ZSlotsQuery,
        response: { 200: ZTutorSlots },
      },
    },
    async (request) =>
      getTutorSlots(deps, actorOf(request), request.tenant, request.params.id, request.query),
  );

  app.post(
    '/tutoring/sessions',
    {
      onRequest: requireAccess(ACCESS.student),
      schema: {
        tags,
        summary: 'Books a free slot (409 tutoring.slot-taken when another booking got it first)',
        security,
        body: ZBookSession,
        response: { 200: ZTutoringSession },
      },
    },
    async (request) => bookSession(deps, actorOf(request), request.tenant, request.body),
  );

  app.get(
    '/tutoring/sessions',
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's own sessions, upcoming or past",
        security,
        querystring: ZMySessionsQuery,
        response: { 200: ZTutoringSessionList },
      },
    },
    async (request) => listMySessions(deps, actorOf(request), request.tenant, request.query.when),
  );

  app.post(
    '/tutoring/sessions/:id/cancel',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Cancels an own session before the cutoff (409 tutoring.cutoff-passed)',
        security,
        params: ZIdParams,
        response: { 200: ZTutoringSession },
      },
    },
    async (request) =>
      changeSession(deps, actorOf(request), request.tenant, request.params.id, { kind: 'cancel' }),
  );

  app.post(
    '/tutoring/sessions/:id/reschedule',
    {
      onRequest: requireAccess(ACCESS.student),
      schema: {
        tags,
        summary: 'Moves an own session to another free slot before the cutoff',
        security,
        params: ZIdParams,
        body: ZRescheduleSession,
        response: { 200: ZTutoringSession },
      },
    },
    async (request) =>
      changeSession(deps, actorOf(request), request.tenant, request.params.id, {
        kind: 'reschedule',
        startsAt: new Date(request.body.startsAt),
      }),
  );

  app.get(
    '/tutoring/availability',
    {
      onRequest: requireAccess(ACCESS.tutor),
      schema: {
        tags,
        summary: "The tutor's terms, weekly windows and exceptions",
        security,
        response: { 200: ZMyAvailability },
      },
    },
    async (request) => getMyAvailability(deps, actorOf(request), request.tenant),
  );

  app.put(
    '/tutoring/availability',
    {
      onRequest: requireAccess(ACCESS.tutor),
      schema: {
        tags,
        summary: "Replaces the tutor's terms, weekly windows and exceptions (in their own time zone)",
        security,
        body: ZMyAvailability,
        response: { 200: ZMyAvailability },
      },
    },
    async (request) => saveMyAvailability(deps, actorOf(request), request.tenant, request.body),
  );
};
