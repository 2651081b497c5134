import {
  ACCESS,
  ZAdminSessionList,
  ZAdminSessionsQuery,
  ZAdminTutor,
  ZAdminTutorEdit,
  ZAdminTutorList,
  ZAttendance,
  ZIdParams,
  ZTutorHours,
  ZTutorHoursQuery,
  ZTutoringSession,
} from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../lib/actor.ts';
import { requireAccess } from '../../../plugins/auth.ts';
import { emptyJsonBody } from '../../../plugins/empty-json-body.ts';
import { listAdminSessions, markAttendance, tutorHours } from './admin-sessions.ts';
import { listAdminTutors, updateAdminTutor } from './admin-tutors.ts';

const security = [{ bearer: [] }];
const tags = ['admin-tutoring'];

/** /admin-tutoring: tutors (administrators), sessions, attendance and hours (staff; professors their own). */
export const adminTutoringRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(emptyJsonBody);
  const { deps } = app;
  const staff = requireAccess(ACCESS.staff);
  const admin = requireAccess(ACCESS.admin);

  app.get(
    '/admin/tutoring/tutors',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Staff and tutors with tutor flag, bio and rate',
        security,
        response: { 200: ZAdminTutorList },
      },
    },
    async (request) => listAdminTutors(deps, actorOf(request)),
  );

  app.put(
    '/admin/tutoring/tutors/:id',
    {
      onRequest: admin,
      config: { revokesAccess: true },
      schema: {
        tags,
        summary: "Sets a user's tutor flag, bio and hourly rate from the version read (409 stale)",
        security,
        params: ZIdParams,
        body: ZAdminTutorEdit,
        response: { 200: ZAdminTutor },
      },
    },
    async (request) => updateAdminTutor(deps, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/admin/tutoring/sessions',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Sessions filtered by tutor, student, class, dates and status (professors: their own)',
        description:
          "classId: the sessions of that class's students; 404 class.not-found for a class the caller does " +
          'not teach (administrators read every class) or of another school.',
        security,
        querystring: ZAdminSessionsQuery,
        response: { 200: ZAdminSessionList },
      },
    },
    async (request) => listAdminSessions(deps, actorOf(request), request.tenant, request.query),
  );

  app.post(
    '/admin/tutoring/sessions/:id/attendance',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Marks a started session attended or a no-show of either side',
        security,
        params: ZIdParams,
        body: ZAttendance,
        response: { 200: ZTutoringSession },
      },
    },
    async (request) =>
      markAttendance(deps, actorOf(request), request.tenant, request.params.id, request.body.status),
  );

  app.get(
    '/admin/tutoring/hours',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Sessions held (ended by now) and minutes per tutor in a month (professors: their own)',
        description:
          "The month of the caller's zone (their profile's, else the school's), named in the answer: the " +
          'zone the sessions list shows.',
        security,
        querystring: ZTutorHoursQuery,
        response: { 200: ZTutorHours },
      },
    },
    async (request) => tutorHours(deps, actorOf(request), request.tenant, request.query.month),
  );
};
