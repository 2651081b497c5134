import { ACCESS, mayAccess } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The account a master user manages: always the caller's own (no call names an account). The route's
 * guard already requires the master scope; this keeps the use cases safe on their own.
 */
export function masterAccountOf(actor: Actor): string {
  if (!mayAccess(actor.scopes, ACCESS.master) || !actor.accountId) throw new AppError('system.forbidden');
  return actor.accountId;
}
