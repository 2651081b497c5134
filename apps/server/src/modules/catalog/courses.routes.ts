import {
  ACCESS,
  pageOf,
  ZChapterProgress,
  ZChapterView,
  ZChapterViewForStaff,
  ZCourseDetail,
  ZCourseDetailForStaff,
  ZCourseItem,
  ZCourseSummary,
  ZEnrollment,
  ZIdParams,
  ZListFilter,
} from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Actor, actorOf } from '../../lib/actor.ts';
import { tagOf } from '../../lib/data-cache.ts';
import { asksForPage, staffWhenPaging } from '../../lib/resource-kit/resource-routes.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { jsonOf, sendJson } from '../../plugins/data-cache.ts';
import { emptyJsonBody } from '../../plugins/empty-json-body.ts';
import { chapterResource, courseResource } from '../authoring/index.ts';
import { completeChapter } from './complete-chapter.ts';
import { createCourseCatalog } from './course-catalog.ts';
import { enrollStudent } from './enroll-student.ts';
import { getChapter } from './get-chapter.ts';
import { getCourse } from './get-course.ts';
import { listCourses } from './list-courses.ts';
import { recordChapterView } from './record-chapter-view.ts';

const security = [{ bearer: [] }];

/** What a learner's cached read is kept under: the tenant, its content and the learner's own progress. */
const learnerTags = (actor: Actor) => [
  tagOf('tenant', actor.tenantId),
  tagOf('content', actor.tenantId),
  tagOf('learner', actor.userId),
];

/** The cache key of a learner's read (staff see unpublished content too). */
const learnerKey = (read: string, actor: Actor, id = '') =>
  `${read}:${actor.tenantId}:${actor.userId}:${actor.isStaff ? 'staff' : 'student'}:${id}`;

/** Courses and lessons, the student's side (staff also see unpublished courses). */
export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(emptyJsonBody);
  const { dataCache } = app.deps;
  // The school's courses and lessons, the same for each of its students, in memory (decision 0176).
  const learning = { ...app.deps, catalog: createCourseCatalog(app.deps.db, dataCache.changes) };
  const courseListJson = jsonOf(app, z.array(ZCourseSummary), '/api/courses');
  const chapterJson = jsonOf(app, ZChapterView, '/api/chapters/:id');
  // The staff side of these paths (authoring): the list page and the items with their versions.
  const courseAuthoring = courseResource(app.deps);
  const chapterAuthoring = chapterResource(app.deps);
  app.get(
    '/courses',
    {
      onRequest: [requireAccess(ACCESS.signedIn), staffWhenPaging],
      schema: {
        tags: ['courses'],
        summary: "Published courses of the tenant with the student's progress and the lesson to resume",
        description:
          'With the list filter (SearchValue, Skip, Take, deleted): staff only, a page `{ items, total }` of ' +
          'the courses as the wizards edit them (unpublished ones included).',
        security,
        querystring: ZListFilter,
        response: { 200: z.union([z.array(ZCourseSummary), pageOf(ZCourseItem)]) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (asksForPage(request)) return courseAuthoring.list(actor, request.query);
      const json = await dataCache.get(learnerKey('courses', actor), learnerTags(actor), async () =>
        courseListJson(await listCourses(learning, actor)),
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    '/courses/:id',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags: ['courses'],
        summary: 'A course with its lessons (viewed/completed marks) and exams; 404 course.not-found',
        description:
          'Staff also get unpublished and soft-deleted courses (deletedAt set), with the version an edit names.',
        security,
        params: ZIdParams,
        response: { 200: z.union([ZCourseDetailForStaff, ZCourseDetail]) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const detail = await getCourse(app.deps, actor, request.params.id);
      if (!actor.isStaff) return detail;
      const { version, createdAt, updatedAt, chapterIds, teaching } = await courseAuthoring.get(
        actor,
        detail.id,
      );
      return { ...detail, version, createdAt, updatedAt, chapterIds, teaching };
    },
  );

  app.post(
    '/courses/:id/enroll',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags: ['courses'],
        summary:
          "Enrolls the signed-in user in a published course and gives them the course's exams (idempotent)",
        security,
        params: ZIdParams,
        response: { 200: ZEnrollment },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return app.deps.db.transaction((tx) =>
        enrollStudent(tx, {
          tenantId: actor.tenantId,
          userId: actor.userId,
          courseId: request.params.id,
          now: app.deps.clock.now(),
          allowUnpublished: actor.isStaff,
        }),
      );
    },
  );

  app.get(
    '/chapters/:id',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags: ['courses'],
        summary:
          'A lesson: explanation, transcript, vocabulary, exercises with status; 404 chapter.not-found',
        description: 'Staff also get unassigned lessons, with the version an edit names.',
        security,
        params: ZIdParams,
        response: { 200: z.union([ZChapterViewForStaff, ZChapterView]) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { id } = request.params;
      if (actor.isStaff) {
        const [view, item] = await Promise.all([
          getChapter(learning, actor, id),
          chapterAuthoring.get(actor, id),
        ]);
        const { key, version, createdAt, updatedAt, deletedAt, assigned } = item;
        return { ...view, key, version, createdAt, updatedAt, deletedAt, assigned };
      }
      const json = await dataCache.get(learnerKey('chapter', actor, id), learnerTags(actor), async () =>
        chapterJson(await getChapter(learning, actor, id)),
      );
      return sendJson(reply, json);
    },
  );

  app.post(
    '/chapters/:id/view',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags: ['courses'],
        summary: 'Records that the student opened the lesson (activity lesson.viewed)',
        security,
        params: ZIdParams,
        response: { 200: ZChapterProgress },
      },
    },
    async (request) => recordChapterView(app.deps, actorOf(request), request.params.id),
  );

  app.post(
    '/chapters/:id/complete',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags: ['courses'],
        summary: 'Marks the lesson completed (the first completion time is kept; activity lesson.completed)',
        security,
        params: ZIdParams,
        response: { 200: ZChapterProgress },
      },
    },
    async (request) => completeChapter(app.deps, actorOf(request), request.params.id),
  );
};
