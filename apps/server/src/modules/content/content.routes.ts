import {
  ZAssignExamRequest,
  ZContentImportResult,
  ZContentPackage,
  ZCourseDeleted,
  ZCourseDetail,
  ZIdParams,
  ZTitleCheckQuery,
  ZUserExam,
} from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { requireScopes } from '../../plugins/auth.ts';
import { SCOPES } from '../../plugins/auth-contract.ts';
import { emptyJsonBody } from '../../plugins/empty-json-body.ts';
import { checkCourseTitle, deleteCourse, getCourse, recoverCourse } from '../catalog/index.ts';
import { assignExam } from '../exams/index.ts';
import { exportContent } from './export-content.ts';
import { importContent } from './import-content.ts';

const security = [{ bearer: [] }];
const tags = ['content (staff)'];

/** Staff: content packages and the generic resource conventions for courses. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(emptyJsonBody);
  const staffOnly = requireScopes('all', SCOPES.staff);

  app.post(
    '/content/import',
    {
      onRequest: staffOnly,
      bodyLimit: 10 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Imports a content package (courses, lessons, exercises, exams), matching items by key',
        description: '400 invalid with field errors (path + code) when the package does not validate.',
        security,
        body: ZContentPackage,
        response: { 200: ZContentImportResult },
      },
    },
    async (request) => importContent(app.deps.db, request.tenant.id, request.body, app.deps.clock.now()),
  );

  app.get(
    '/content/export',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: "The tenant's live courses as a content package",
        security,
        response: { 200: ZContentPackage },
      },
    },
    async (request) => exportContent(app.deps.db, request.tenant.id),
  );

  app.head(
    '/courses/title/check',
    {
      onRequest: staffOnly,
      // An explicit HEAD call: documented (and so fuzzed) like the others.
      config: { swagger: { exposeHeadRoute: true } },
      schema: {
        tags,
        summary: 'Title check: 200 free, 409 duplicate (a live course has it in Spanish or English)',
        security,
        querystring: ZTitleCheckQuery,
      },
    },
    async (request, reply) => {
      await checkCourseTitle(app.deps.db, request.tenant.id, request.query.value, request.query.excludeId);
      return reply.status(200).send();
    },
  );

  app.delete(
    '/courses/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Soft-deletes a course',
        security,
        params: ZIdParams,
        response: { 200: ZCourseDeleted },
      },
    },
    async (request) => deleteCourse(app.deps, request.tenant.id, request.params.id),
  );

  app.post(
    '/courses/recover/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Recovers a soft-deleted course',
        security,
        params: ZIdParams,
        response: { 200: ZCourseDetail },
      },
    },
    async (request) => {
      await recoverCourse(app.deps, request.tenant.id, request.params.id);
      return getCourse(app.deps, actorOf(request), request.params.id);
    },
  );

  app.post(
    '/user-exams',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Gives a user an exam; 409 exam.user-already-owns-it when they own it',
        security,
        body: ZAssignExamRequest,
        response: { 201: ZUserExam },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await assignExam(app.deps.db, {
          tenantId: request.tenant.id,
          ...request.body,
          now: app.deps.clock.now(),
        }),
      ),
  );
};
