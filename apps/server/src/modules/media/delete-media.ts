import { AppError } from '../../lib/app-error.ts';
import { setMediaDeletedAt } from './media.repository.ts';
import type { MediaDeps } from './upload-media.ts';

/**
 * Soft delete: the item leaves the lists and its content stops being served; the bytes stay (content
 * that still names it can be repaired by recovering the row).
 */
export async function deleteMedia(deps: Pick<MediaDeps, 'db' | 'clock'>, tenantId: string, id: string) {
  const row = await setMediaDeletedAt(deps.db, tenantId, id, deps.clock.now());
  if (!row?.deletedAt) throw new AppError('media.not-found');
  return { id: row.id, deletedAt: row.deletedAt.toISOString() };
}
