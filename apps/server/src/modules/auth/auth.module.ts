import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth.routes.ts';
import { userRoutes } from './user.routes.ts';

/**
 * The sign-in calls of spec section 7 (under /api). Within them a JSON body may be empty: refresh and
 * logoff have none, and clients often still send the JSON content type.
 */
export const authModule: FastifyPluginAsync = async (app) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  await app.register(authRoutes);
  await app.register(userRoutes);
};
