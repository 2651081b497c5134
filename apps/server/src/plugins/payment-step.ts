import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { accountMustPayFirst, schoolDate } from '../modules/billing/index.ts';

/**
 * The calls a user who must pay first may still make (spec sections 2 and 4: the add-payment step is a
 * login step): the payment calls, the identity, the tenant, finishing a login and signing out, and the
 * public calls (a verified certificate, the API's documentation, the login page's own lookups, the payment
 * provider's webhooks). Every other route, today's and any added later, answers 403 `payment.required` to
 * such a user.
 */
const PAYMENT_STEP_PREFIXES = [
  '/api/retail/',
  '/api/public/',
  '/api/docs',
  '/api/payments/webhooks/',
  // Signing in with the school's provider, as the login (decision 0147).
  '/api/auth/oidc/',
];
const PAYMENT_STEP_ROUTES = new Set([
  // What anyone may call, signed in or not: a token sent along changes nothing.
  '/api/authentication/origin',
  '/api/authentication/location',
  '/api/user/getonetimepassword',
  '/api/account/getmyaccount',
  // The bank's 3-D Secure challenge of the payment (or the card) the step is made with (sandbox mode).
  '/api/payments/sandbox/challenge',
  '/api/user/me',
  '/api/user/putpassword',
  // The interface language, which the add-payment step's dialog may be switched to.
  '/api/user/locale',
  '/api/authentication/introspect',
  '/api/authentication/refresh',
  '/api/authentication/logoff',
  '/api/authentication/login',
  '/api/tenant',
  // Someone who must pay first may still write to the school's support.
  '/api/contact',
]);

/** Whether a matched route stays open during the add-payment step. */
export function openDuringPaymentStep(url: string | undefined): boolean {
  if (!url) return false;
  return PAYMENT_STEP_ROUTES.has(url) || PAYMENT_STEP_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Enforces the add-payment step on the server, after the auth plugin has found the identity: a user
 * of an account that must pay first (payment enabled, not active, balance above 5) gets 403
 * `payment.required` from every route outside the step. The account's standing is stored on its row
 * (decision 0171: one row read by its key, computed again only after its figures' inputs changed), and kept
 * in the data cache under the account's and the tenant's tags and the school's date today (decisions
 * 0020, 0136), so a signed-in read that hits the cache costs no round trip; a payment or a ledger change
 * drops it at once.
 */
export const paymentStepPlugin = fp(async (app) => {
  const { dataCache, db, clock } = app.deps;
  const mustPay = (tenantId: string, accountId: string, today: string, key: string): Promise<boolean> =>
    dataCache.get(key, [`tenant:${tenantId}`, `account:${accountId}`], () =>
      accountMustPayFirst(db, tenantId, accountId, today),
    );
  const gated = (request: FastifyRequest): string | null => {
    const accountId = request.identity?.accountId;
    if (!accountId || !request.tenant?.paymentEnabled) return null;
    return openDuringPaymentStep(request.routeOptions.url) ? null : accountId;
  };
  // A callback hook: requests it does not concern (anonymous, staff, payments off) make no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const accountId = gated(request);
    if (!accountId) return done();
    const today = schoolDate(clock.now(), request.tenant.timeZone);
    const key = `payment-step:${request.tenant.id}:${accountId}:${today}`;
    // A standing already known answers at once: no promise on a signed-in read that hits the cache.
    const known = dataCache.peek<boolean>(key);
    if (known !== undefined) return done(known ? new AppError('payment.required') : undefined);
    mustPay(request.tenant.id, accountId, today, key).then(
      (required) => done(required ? new AppError('payment.required') : undefined),
      (error: unknown) => done(error as Error),
    );
  });
});
