import {
  ACCESS,
  ZAccountPlanInput,
  ZAdjustmentInput,
  ZAdminAccountDetail,
  ZAdminAccountList,
  ZAdminAccountParams,
  ZAdminAccountQuery,
  ZRefundInput,
} from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../lib/actor.ts';
import { requireAccess } from '../../../plugins/auth.ts';
import { getAccountBilling } from './get-account-billing.ts';
import { listBillingAccounts } from './list-billing-accounts.ts';
import { postAdjustment } from './post-adjustment.ts';
import { refundPayment } from './refund-payment.ts';
import { saveAccountPlan } from './save-account-plan.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const adminOnly = requireAccess(ACCESS.admin);
const adminAccess =
  "Administrators only, for the accounts of the request's tenant: 403 system.forbidden for anyone else " +
  '(an administrator acting as a student included); 404 billing.account-not-found for an account of ' +
  'another tenant.';

/** Accounts and billing in the administration (/admin): plans, adjustments and refunds. */
export const accountBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/accounts',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          "The tenant's accounts: holder, installment, balance and standing (filter by name or e-mail)",
        description: adminAccess,
        querystring: ZAdminAccountQuery,
        response: { 200: ZAdminAccountList },
      },
    },
    async (request) =>
      listBillingAccounts(app.deps, actorOf(request), {
        search: request.query.SearchValue || undefined,
        skip: request.query.Skip,
        take: request.query.Take,
      }),
  );

  app.get(
    '/admin/accounts/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: "An account's plan, figures, ledger (newest first) and payments",
        description: adminAccess,
        params: ZAdminAccountParams,
        response: { 200: ZAdminAccountDetail },
      },
    },
    async (request) => getAccountBilling(app.deps, actorOf(request), request.params.id),
  );

  app.put(
    '/admin/accounts/:id/plan',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: "Creates or replaces the account's plan (installment amount, number, due day, first month)",
        description: `${adminAccess} The ledger is history and is not changed. Answers the account.`,
        params: ZAdminAccountParams,
        body: ZAccountPlanInput,
        response: { 200: ZAdminAccountDetail },
      },
    },
    async (request) => saveAccountPlan(app.deps, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/admin/accounts/:id/adjustments',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Posts an adjustment (a signed amount in cents; negative is a credit) with its reason',
        description:
          `${adminAccess} A new ledger entry, never an edit of history. 400 billing.reason-required without ` +
          'a reason. The same idempotencyKey posts once (409 billing.request-key-reused with other data).',
        params: ZAdminAccountParams,
        body: ZAdjustmentInput,
        response: { 201: ZAdminAccountDetail },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await postAdjustment(app.deps, actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/admin/accounts/:id/refunds',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Refunds part or all of a payment through the payment provider, with its reason',
        description:
          `${adminAccess} 409 refund.exceeds-paid above what is left to refund of the payment; 409 ` +
          'refund.declined when the provider refuses. The same idempotencyKey refunds once.',
        params: ZAdminAccountParams,
        body: ZRefundInput,
        response: { 201: ZAdminAccountDetail },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await refundPayment(app.deps, actorOf(request), request.params.id, request.body)),
  );
};
