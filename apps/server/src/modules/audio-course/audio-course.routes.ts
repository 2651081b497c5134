import {
  ACCESS,
  ZAudioCourse,
  ZAudioCourseSummary,
  ZAudioPosition,
  ZAudioPositionBody,
  ZIdParams,
} from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { getAudioCourse } from './get-audio-course.ts';
import { listAudioCourses } from './list-audio-courses.ts';
import { saveAudioPosition } from './save-audio-position.ts';

const security = [{ bearer: [] }];

/** The MP3 course: the courses with audio lessons, a course's playlist, where the user stopped. */
export const audioCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audio-courses',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags: ['courses'],
        summary: 'The MP3 course library: published courses that have audio lessons with a file',
        security,
        response: { 200: z.array(ZAudioCourseSummary) },
      },
    },
    async (request) => listAudioCourses(app.deps, actorOf(request)),
  );

  app.get(
    '/audio-courses/:id',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags: ['courses'],
        summary:
          "A course's audio lessons as a playlist with where the user stopped in each; 404 chapter.mp3-not-found",
        security,
        params: ZIdParams,
        response: { 200: ZAudioCourse },
      },
    },
    async (request) => getAudioCourse(app.deps, actorOf(request), request.params.id),
  );

  app.put(
    '/audio-positions/:id',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags: ['courses'],
        summary: 'Keeps where the user stopped in an audio lesson (milliseconds); 404 chapter.mp3-not-found',
        security,
        params: ZIdParams,
        body: ZAudioPositionBody,
        response: { 200: ZAudioPosition },
      },
    },
    async (request) => saveAudioPosition(app.deps, actorOf(request), request.params.id, request.body),
  );
};
