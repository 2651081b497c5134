import { ACCESS, ZMenuQuery, ZMenus } from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { getMenus, menuCallerOf } from './get-menus.ts';

export const menusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/menus',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags: ['system'],
        summary:
          "The caller's top-menu products and the left-menu groups of one product (the asked one when the " +
          'caller may use it, else the default one), filtered by the caller’s scopes',
        security: [{ bearer: [] }],
        querystring: ZMenuQuery,
        response: { 200: ZMenus },
      },
    },
    async (request) => getMenus(menuCallerOf(actorOf(request), request.tenant), request.query.product),
  );
};
