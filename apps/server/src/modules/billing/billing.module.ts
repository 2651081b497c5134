import type { FastifyPluginAsync } from 'fastify';
import { billingRoutes } from './billing.routes.ts';

/** The payment calls (under /api). Body-less POSTs may still send the JSON content type. */
export const billingModule: FastifyPluginAsync = async (app) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  await app.register(billingRoutes);
};
