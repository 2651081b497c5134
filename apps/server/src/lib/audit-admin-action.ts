import type { DbOrTx } from '../db/database.ts';
import type { Actor } from './actor.ts';

/** One administrative action of the settings and billing screens, as the audit log keeps it. */
export type AdminActionRecord = {
  actor: Actor;
  /** What was done, e.g. `tenant.settings.update`, `billing.plan.save`, `billing.refund`. */
  action: string;
  targetType: 'tenant' | 'account';
  targetId: string;
  /** The state before and after (never a secret: callers pass presented values). */
  before: unknown;
  after: unknown;
};

/**
 * Records an administrative action in the same transaction as the change it describes.
 * PLACEHOLDER until the audit log of the users section lands: it records nothing yet.
 */
export async function auditAdminAction(_db: DbOrTx, _record: AdminActionRecord): Promise<void> {}
