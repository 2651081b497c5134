import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Accepts an empty body sent with the JSON content type (refresh, logoff, view, start, submit… carry
 * none, and clients often still send the header); any other body is parsed by Fastify's own JSON parser.
 * Registered by each module that needs it: it applies to that module's routes only.
 */
export const emptyJsonBody: FastifyPluginAsync = fp(async (app) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
});
