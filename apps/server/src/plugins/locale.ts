import type { SupportedLocale } from '@puente/shared';
import fp from 'fastify-plugin';
import { localeFromAcceptLanguage, resolveLocale } from '../lib/locale.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** es or en: the user's locale once signed in, else Accept-Language, else the tenant's, else es. */
    locale: SupportedLocale;
  }
}

export const localePlugin = fp(async (app) => {
  app.decorateRequest('locale', 'es');
  // A callback hook: an async one costs a promise on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = resolveLocale(localeFromAcceptLanguage(request.headers['accept-language']));
    done();
  });
});
