import type { FastifyPluginAsync } from 'fastify';
import { certificatesRoutes } from './certificates.routes.ts';
import { contentRoutes } from './content.routes.ts';
import { coursesRoutes } from './courses.routes.ts';
import { examsRoutes } from './exams.routes.ts';
import { exercisesRoutes } from './exercises.routes.ts';

/**
 * Courses, lessons, exercises, exams and certificates (under /api). Calls without a body (view,
 * complete, start, submit, recover) may still carry a JSON content type: an empty body is accepted.
 */
export const learningRoutes: FastifyPluginAsync = async (app) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  await app.register(coursesRoutes);
  await app.register(exercisesRoutes);
  await app.register(examsRoutes);
  await app.register(certificatesRoutes);
  await app.register(contentRoutes);
};
