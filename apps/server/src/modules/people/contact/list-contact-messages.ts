import type { TContactMessageList } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import { type ContactFilter, findContactMessages } from './contact.repository.ts';
import { presentContactMessage } from './contact-presenter.ts';

/** Staff read the contact messages (newest first), optionally only those still to handle. */
export async function listContactMessages(
  deps: Pick<AppDeps, 'db'>,
  tenantId: string,
  filter: ContactFilter,
): Promise<TContactMessageList> {
  const { rows, total } = await findContactMessages(deps.db, tenantId, filter);
  return {
    items: rows.map((row) =>
      presentContactMessage(
        row.message,
        row.handlerFirst === null ? null : `${row.handlerFirst} ${row.handlerLast ?? ''}`.trim(),
      ),
    ),
    total,
  };
}
