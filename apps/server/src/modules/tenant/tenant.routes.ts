import { ZPublicTenant } from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentPublicTenant } from './tenant.presenter.ts';

export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tenant',
    {
      schema: {
        tags: ['system'],
        summary: "The public settings of the request's tenant (support contacts, enabled products)",
        response: { 200: ZPublicTenant },
      },
    },
    async (request) => presentPublicTenant(request.tenant),
  );
};
