import { ZWizardsSummary } from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOnly } from '../../../lib/resource-kit/resource-routes.ts';
import { getWizardsSummary } from './get-wizards-summary.ts';

/** Staff: the wizards' summary of every content resource. */
export const wizardsSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wizards/summary',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['wizards (staff)'],
        summary: 'Per content resource: how many live items and the five changed last (name, when, by whom)',
        security: [{ bearer: [] }],
        response: { 200: ZWizardsSummary },
      },
    },
    async (request) => getWizardsSummary(app.deps.db, request.tenant.id),
  );
};
