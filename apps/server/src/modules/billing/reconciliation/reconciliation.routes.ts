import { ACCESS, ZReconciliation } from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../lib/actor.ts';
import { requireAccess } from '../../../plugins/auth.ts';
import { reconcilePayments } from './reconcile-payments.ts';

/** The reconciliation in the administration (/admin): the provider's record against the ledger, now. */
export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/billing/reconciliation',
    {
      onRequest: requireAccess(ACCESS.admin),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          "The payment provider's charges and refunds of the last 7 days compared with the ledger: every difference",
        description:
          "Administrators only, for the request's tenant (403 system.forbidden for anyone else, an administrator " +
          'acting as a student included). Asks the provider now; the daily job mails the same to administrators.',
        response: { 200: ZReconciliation },
      },
    },
    async (request) => reconcilePayments(app.deps, actorOf(request).tenantId),
  );
};
