import { ACCESS, mayAccess } from '@puente/shared';
import type { FastifyRequest } from 'fastify';
import { type Actor, actorOf } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';

/**
 * What a payment call does with the account: `view` reads it; `pay` pays (with a card of one's own, for
 * a guest); `holder` uses what belongs to the account itself (its stored cards' auto-pay).
 */
export type BillingAccess = 'view' | 'pay' | 'holder';

/**
 * onRequest hook of every payment call (before the body is read, so an unauthorised caller learns
 * nothing of it): 401 without a session, 403 `system.forbidden` for staff, 403 `payment.disabled` when
 * the tenant has payments off, 404 `system.account-not-found` without an account; for a write, 403
 * `payment.impersonation-forbidden` while an administrator acts as the user; 403 `payment.holder-only`
 * for a guest (a user who is not the account's holder) on what only the holder may do, and on paying
 * when the tenant does not let guests pay.
 */
export const requireBillingAccess = (access: BillingAccess) => async (request: FastifyRequest) => {
  const payer = payerOf(request);
  if (access === 'view') return;
  if (payer.impersonatorId) throw new AppError('payment.impersonation-forbidden');
  if (isHolder(payer)) return;
  if (access === 'holder' || !request.tenant.guestPaymentsEnabled) throw new AppError('payment.holder-only');
};

/** Who pays: a signed-in student of the request's tenant, for their account. */
export function payerOf(request: FastifyRequest): Actor<string> {
  const actor = actorOf(request);
  if (!mayAccess(actor.scopes, ACCESS.student)) throw new AppError('system.forbidden');
  if (!request.tenant.paymentEnabled) throw new AppError('payment.disabled');
  const { accountId } = actor;
  if (!accountId) throw new AppError('system.account-not-found');
  return { ...actor, accountId };
}

/** The account's holder (its master user), as opposed to its guests. */
export const isHolder = (payer: Actor<string>): boolean => mayAccess(payer.scopes, ACCESS.master);

/**
 * Whether the payer may use a stored card: a guest only the cards they added; the holder the account's
 * own (added by the holder, or stored before cards recorded who added them), never a guest's.
 */
export const mayUseCard = (payer: Actor<string>, card: { addedByUserId: string | null }): boolean =>
  card.addedByUserId === payer.userId || (card.addedByUserId === null && isHolder(payer));
