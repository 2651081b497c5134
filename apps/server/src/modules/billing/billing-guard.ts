import type { FastifyRequest } from 'fastify';
import { type Actor, actorOf } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { SCOPES } from '../../plugins/auth-contract.ts';

/**
 * onRequest hook of every payment call (before the body is read): 401 without a session, 403 `system.forbidden` for staff,
 * 403 `payment.disabled` when the tenant has payments off, 404 `system.account-not-found` without an account.
 */
export async function requirePayingStudent(request: FastifyRequest): Promise<void> {
  payerOf(request);
}

/** Who pays: a signed-in student of the request's tenant, for their account. */
export function payerOf(request: FastifyRequest): Actor<string> {
  const actor = actorOf(request);
  if (!actor.scopes.includes(SCOPES.student)) throw new AppError('system.forbidden');
  if (!request.tenant.paymentEnabled) throw new AppError('payment.disabled');
  const { accountId } = actor;
  if (!accountId) throw new AppError('system.account-not-found');
  return { ...actor, accountId };
}
