import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type BillingAccess, requireBillingAccess } from './billing-guard.ts';

/** What the retail payment calls (spec section 7) share in their route options and documentation. */
export const retailTags = ['payments'];
export const retailSecurity = [{ bearer: [] }];
export const guarded = (access: BillingAccess) => ({ onRequest: requireBillingAccess(access) });
export const viewAccess =
  'Signed-in student with an account; 401 without a session, 403 system.forbidden for staff, ' +
  '403 payment.disabled when the tenant has payments off.';
export const writeAccess = ' 403 payment.impersonation-forbidden while an administrator acts as the user.';
export const payAccess =
  `${writeAccess} A guest (not the account holder) pays only with a card of their own, and only when the ` +
  'tenant lets guests pay (else 403 payment.holder-only).';
export const holderAccess = `${writeAccess} The account holder only (403 payment.holder-only for a guest).`;

/** Each tenant's provider (its settings, or the server's configuration), from the request's tenant. */
export const providerOf = (app: Pick<FastifyInstance, 'deps'>, request: FastifyRequest) =>
  app.deps.paymentProviders.forSettings(request.tenant).provider;
