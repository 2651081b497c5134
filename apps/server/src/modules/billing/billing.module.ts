import type { FastifyPluginAsync } from 'fastify';
import { emptyJsonBody } from '../../plugins/empty-json-body.ts';
import { accountBillingRoutes } from './accounts-admin/index.ts';
import { customerRoutes, setupIntentRoutes, storedCardRoutes } from './cards/index.ts';
import { dropAccountCacheAfterWrites } from './payer/index.ts';
import { accountRoutes, retailPaymentRoutes } from './payments/index.ts';
import { reconciliationRoutes } from './reconciliation/index.ts';
import { stripeWebhookRoutes } from './webhooks/index.ts';

/**
 * The retail payment calls of spec section 7 (paths kept exactly), in one scope: after a call that may
 * write, this instance drops what it cached for the payer's account. Registered in the order the calls
 * always had: the account, the customer and adding a card, paying, then auto-pay and removing a card
 * (and the SetupIntent a card is saved with in Stripe mode, added since).
 */
const retailRoutes: FastifyPluginAsync = async (app) => {
  await app.register(dropAccountCacheAfterWrites);
  await app.register(accountRoutes);
  await app.register(customerRoutes);
  await app.register(retailPaymentRoutes);
  await app.register(storedCardRoutes);
  await app.register(setupIntentRoutes);
};

/**
 * The payment calls (under /api). Body-less POSTs may still send the JSON content type. Stripe's webhook
 * has its own scope: its body stays raw bytes.
 */
export const billingModule: FastifyPluginAsync = async (app) => {
  await app.register(emptyJsonBody);
  await app.register(retailRoutes);
  await app.register(accountBillingRoutes);
  await app.register(reconciliationRoutes);
  await app.register(stripeWebhookRoutes);
};
