import { ZCourseTeachers, ZCourseTeachersEdit, ZIdParams } from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../lib/actor.ts';
import { staffOnly } from '../../../lib/resource-kit/resource-routes.ts';
import { getCourseTeachers } from './get-course-teachers.ts';
import { setCourseTeachers } from './set-course-teachers.ts';

const security = [{ bearer: [] }];
const tags = ['courses (staff)'];

/** Staff: who teaches a course (owner and co-teachers), and setting its co-teachers. */
export const courseTeacherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/courses/:id/teachers',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: "A course's owner and co-teachers, and the school's professors who may co-teach it",
        security,
        params: ZIdParams,
        response: { 200: ZCourseTeachers },
      },
    },
    async (request) => getCourseTeachers(app.deps, actorOf(request), request.params.id),
  );

  app.put(
    '/courses/:id/teachers',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: "Sets a course's co-teachers (professors of the school); administrators and the owner only",
        description:
          '403 course.teachers-not-allowed for anyone else; 400 invalid with course.teacher-not-professor on ' +
          'teacherIds.N for a user who is not a professor of the school.',
        security,
        params: ZIdParams,
        body: ZCourseTeachersEdit,
        response: { 200: ZCourseTeachers },
      },
    },
    async (request) =>
      setCourseTeachers(app.deps, actorOf(request), request.params.id, request.body.teacherIds),
  );
};
