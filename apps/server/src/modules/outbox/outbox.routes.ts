import { ACCESS, ZOutboxList } from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../../plugins/auth.ts';
import { listOutbox } from './list-outbox.ts';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/outbox',
    {
      onRequest: requireAccess(ACCESS.admin),
      schema: {
        tags: ['admin'],
        summary: "The tenant's latest 50 e-mails (the outbox), newest first",
        security: [{ bearer: [] }],
        response: { 200: ZOutboxList },
      },
    },
    async (request) => listOutbox(app.deps.db, request.tenant.id),
  );
};
