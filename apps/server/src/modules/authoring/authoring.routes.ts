import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerResource } from '../../lib/resource-kit/resource-routes.ts';
import { emptyJsonBody } from '../../plugins/empty-json-body.ts';
import { carouselResource, publicCarouselRoutes } from './carousels/index.ts';
import { chapterResource } from './chapters/index.ts';
import { courseChapterRoutes, courseResource, courseTeacherRoutes } from './courses/index.ts';
import { examResource } from './exams/index.ts';
import { exerciseResource } from './exercises/index.ts';
import { reviewLessonResource } from './review-lessons/index.ts';
import { wizardsSummaryRoutes } from './wizards-summary/index.ts';

/** Staff: the content resources the wizards edit (generic resource conventions) and a course's lessons. */
export const authoringRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(emptyJsonBody);
  registerResource(app, courseResource(app.deps));
  registerResource(app, chapterResource(app.deps));
  registerResource(app, exerciseResource(app.deps));
  registerResource(app, examResource(app.deps));
  registerResource(app, carouselResource(app.deps));
  registerResource(app, reviewLessonResource(app.deps));
  await app.register(wizardsSummaryRoutes);
  await app.register(publicCarouselRoutes);
  await app.register(courseChapterRoutes);
  await app.register(courseTeacherRoutes);
};
