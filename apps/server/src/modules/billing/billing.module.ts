import type { FastifyPluginAsync } from 'fastify';
import { emptyJsonBody } from '../../plugins/empty-json-body.ts';
import { accountBillingRoutes } from './accounts-admin/index.ts';
import { billingRoutes } from './billing.routes.ts';

/** The payment calls (under /api). Body-less POSTs may still send the JSON content type. */
export const billingModule: FastifyPluginAsync = async (app) => {
  await app.register(emptyJsonBody);
  await app.register(billingRoutes);
  await app.register(accountBillingRoutes);
};
