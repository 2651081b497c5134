import { ACCESS, ZClassDetail, ZClassInput, ZClassList, ZClassParams } from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { deleteClass } from './delete-class.ts';
import { getClass } from './get-class.ts';
import { listClasses } from './list-classes.ts';
import { saveClass } from './save-class.ts';

const security = [{ bearer: [] }];
const staffOnly = requireAccess(ACCESS.staff);
const adminOnly = requireAccess(ACCESS.admin);
const adminAccess =
  "Administrators only, of the request's tenant (403 system.forbidden for anyone else, an administrator " +
  'acting as another user included).';
const refusals =
  '400 class.empty-name, class.no-teacher; 400 class.invalid-teacher (not active staff of the school), ' +
  'class.invalid-student (not a student of the school), class.invalid-course (not a course of the school); ' +
  '409 class.name-taken.';

/** Classes (groups) of students, their teachers and courses (decision 0149), in the administration. */
export const classesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/classes',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['admin'],
        security,
        summary: 'The classes: all of them for an administrator, the ones they teach for a professor',
        description: 'Staff of the request’s tenant (403 system.forbidden for students).',
        response: { 200: ZClassList },
      },
    },
    async (request) => listClasses(app.deps, actorOf(request)),
  );

  app.get(
    '/admin/classes/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['admin'],
        security,
        summary: 'A class with its teachers, students and courses',
        description:
          'Administrators, and the professors who teach the class; 404 class.not-found for anyone else ' +
          'and for a class of another school.',
        params: ZClassParams,
        response: { 200: ZClassDetail },
      },
    },
    async (request) => getClass(app.deps, actorOf(request), request.params.id, request.locale),
  );

  app.post(
    '/admin/classes',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Creates a class with its teachers, students and courses',
        description: `${adminAccess} ${refusals}`,
        body: ZClassInput,
        response: { 201: ZClassDetail },
      },
    },
    async (request, reply) => {
      const saved = await saveClass(app.deps, actorOf(request), request.body, null, request.locale);
      return reply.code(201).send(saved);
    },
  );

  app.put(
    '/admin/classes/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        security,
        summary: "Replaces a class's name, teachers, students and courses",
        description: `${adminAccess} 404 class.not-found. ${refusals}`,
        params: ZClassParams,
        body: ZClassInput,
        response: { 200: ZClassDetail },
      },
    },
    async (request) => saveClass(app.deps, actorOf(request), request.body, request.params.id, request.locale),
  );

  app.delete(
    '/admin/classes/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Deletes a class (its users and courses stay)',
        description: `${adminAccess} 404 class.not-found.`,
        params: ZClassParams,
      },
    },
    async (request, reply) => {
      await deleteClass(app.deps, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
