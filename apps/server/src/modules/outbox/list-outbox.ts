import type { TOutboxEmail } from '@puente/shared';
import type { DbOrTx } from '../../db/database.ts';
import { presentOutboxEmail } from './outbox.presenter.ts';
import { latestOutboxEmails } from './outbox.repository.ts';

const OUTBOX_PAGE_SIZE = 50;

/** The latest 50 mails of a tenant, newest first. */
export async function listOutbox(db: DbOrTx, tenantId: string): Promise<TOutboxEmail[]> {
  const rows = await latestOutboxEmails(db, tenantId, OUTBOX_PAGE_SIZE);
  return rows.map(presentOutboxEmail);
}
