import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerResource } from '../../lib/resource-kit/resource-routes.ts';
import { emptyJsonBody } from '../../plugins/empty-json-body.ts';
import { auditedResource } from '../audit/index.ts';
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
  // Every write of these resources is recorded in the audit log with the item's name (decision 0144).
  const title = (item: { title: { es: string; en: string } }) => item.title;
  registerResource(app, auditedResource(courseResource, app.deps, { kind: 'course', name: title }));
  registerResource(app, auditedResource(chapterResource, app.deps, { kind: 'chapter', name: title }));
  registerResource(
    app,
    auditedResource(exerciseResource, app.deps, { kind: 'exercise', name: (item) => item.key }),
  );
  registerResource(app, auditedResource(examResource, app.deps, { kind: 'exam', name: title }));
  registerResource(app, auditedResource(carouselResource, app.deps, { kind: 'carousel', name: title }));
  registerResource(
    app,
    auditedResource(reviewLessonResource, app.deps, { kind: 'review-lesson', name: title }),
  );
  await app.register(wizardsSummaryRoutes);
  await app.register(publicCarouselRoutes);
  await app.register(courseChapterRoutes);
  await app.register(courseTeacherRoutes);
};
