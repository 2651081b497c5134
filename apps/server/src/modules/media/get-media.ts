import type { TMedia } from '@puente/shared';
import { AppError } from '../../lib/app-error.ts';
import { presentMedia } from './media.presenter.ts';
import { findMedia } from './media.repository.ts';
import type { MediaDeps } from './upload-media.ts';

/** One media item's description; staff also see soft-deleted ones (deletedAt set). */
export async function getMedia(
  deps: Pick<MediaDeps, 'db' | 'clock' | 'urlSecret'>,
  actor: { tenantId: string; isStaff: boolean },
  id: string,
): Promise<TMedia> {
  const row = await findMedia(deps.db, actor.tenantId, id, actor.isStaff);
  if (!row) throw new AppError('media.not-found');
  return presentMedia(row, await deps.urlSecret(), deps.clock.now());
}
