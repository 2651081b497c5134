import type { FastifyRequest } from 'fastify';
import { identityOf } from '../plugins/auth.ts';
import { type Role, SCOPES, type Scope } from '../plugins/auth-contract.ts';

/**
 * Who a use case acts for: the signed-in user, in the request's tenant. Every use case takes this one
 * type. `Actor<string>` is an actor known to hold a billing account (the payment calls check it first).
 */
export type Actor<AccountId extends string | null = string | null> = {
  tenantId: string;
  userId: string;
  /** The billing account the user belongs to; staff have none. */
  accountId: AccountId;
  role: Role;
  scopes: Scope[];
  /** Professors and administrators: they also see unpublished content. */
  isStaff: boolean;
  /** The administrator acting as this user, when impersonating. */
  impersonatorId: string | null;
  /** The school's time zone: its days are the days of billing and reports (decision 0136). */
  schoolTimeZone: string;
  /**
   * The user's own time zone as their session was read (null: none set); absent where no session is
   * (jobs, seeds). A hint for reads that reckon the student's day: they check it against the zone they read.
   */
  ownTimeZone?: string | null;
};

/** The actor of a request a guard already checked (401 `system.unauthorized` without a session). */
export function actorOf(request: FastifyRequest): Actor {
  const identity = identityOf(request);
  return {
    tenantId: request.tenant.id,
    userId: identity.userId,
    accountId: identity.accountId,
    role: identity.role,
    scopes: identity.scopes,
    isStaff: identity.scopes.includes(SCOPES.staff),
    impersonatorId: identity.impersonatorId,
    schoolTimeZone: request.tenant.timeZone,
    ownTimeZone: identity.timeZone,
  };
}
