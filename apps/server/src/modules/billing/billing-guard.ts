import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { identityOf } from '../../plugins/auth.ts';
import { SCOPES } from '../../plugins/auth-contract.ts';

/** Who pays: a signed-in student of the request's tenant, for their account. */
export type Payer = { tenantId: string; accountId: string; userId: string };

/**
 * preHandler of every payment call: 401 without a session, 403 `system.forbidden` for staff,
 * 403 `payment.disabled` when the tenant has payments off, 404 `system.account-not-found` without an account.
 */
export async function requirePayingStudent(request: FastifyRequest): Promise<void> {
  payerOf(request);
}

export function payerOf(request: FastifyRequest): Payer {
  const identity = identityOf(request);
  if (!identity.scopes.includes(SCOPES.student)) throw new AppError('system.forbidden');
  if (!request.tenant.paymentEnabled) throw new AppError('payment.disabled');
  if (!identity.accountId) throw new AppError('system.account-not-found');
  return { tenantId: request.tenant.id, accountId: identity.accountId, userId: identity.userId };
}
