import { ACCESS, ZAssignExamRequest, ZContentImportResult, ZContentPackage, ZUserExam } from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { emptyJsonBody } from '../../plugins/empty-json-body.ts';
import { assignExam } from '../exams/index.ts';
import { exportContent } from './export-content.ts';
import { CONTENT_IMPORT_MAX_ITEMS, importContent } from './import-content.ts';

const security = [{ bearer: [] }];
const tags = ['content (staff)'];

/** Staff: content packages and exams given to users (the courses themselves: modules/authoring). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(emptyJsonBody);
  const staffOnly = requireAccess(ACCESS.staff);

  app.post(
    '/content/import',
    {
      onRequest: staffOnly,
      bodyLimit: 10 * 1024 * 1024,
      schema: {
        tags,
        summary:
          'Imports a content package (courses, lessons, exercises, exams, review lessons), matching items by key',
        description:
          "New courses are drafts after the school's courses, owned by the importer; an existing course keeps " +
          'its published flag and order; 403 course.not-teacher for a course the importer does not teach. ' +
          '400 invalid with field errors (path + code) when the package does not validate; 413 ' +
          `content.too-many-items past ${CONTENT_IMPORT_MAX_ITEMS} items (params.limit); 409 ` +
          'content.import-running while another import of the school runs.',
        security,
        body: ZContentPackage,
        response: { 200: ZContentImportResult },
      },
    },
    async (request) =>
      importContent(app.deps.db, request.tenant.id, request.body, app.deps.clock.now(), actorOf(request)),
  );

  app.get(
    '/content/export',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: "The tenant's live courses as a content package",
        description:
          '409 content.too-large when they are more than a package holds (CONTENT_PACKAGE_LIMITS).',
        security,
        response: { 200: ZContentPackage },
      },
    },
    async (request) => exportContent(app.deps.db, request.tenant.id),
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
