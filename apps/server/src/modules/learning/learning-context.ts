import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { identityOf } from '../../plugins/auth.ts';
import { SCOPES } from '../../plugins/auth-contract.ts';

/** What the learning use cases need from the app (a transaction works too: the seed passes one). */
export type LearningDeps = { db: DbOrTx; clock: Clock };

/** Who is asking, in which tenant. Staff also see unpublished courses. */
export type Viewer = { tenantId: string; userId: string; isStaff: boolean };

export function viewerOf(request: FastifyRequest): Viewer {
  const identity = identityOf(request);
  return {
    tenantId: request.tenant.id,
    userId: identity.userId,
    isStaff: identity.scopes.includes(SCOPES.staff),
  };
}
