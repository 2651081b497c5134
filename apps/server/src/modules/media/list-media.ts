import type { TMediaList, TMediaListQuery } from '@puente/shared';
import { presentMedia } from './media.presenter.ts';
import { listMediaPage } from './media.repository.ts';
import type { MediaDeps } from './upload-media.ts';

/** A page of the tenant's media (newest first), filtered by kind and by a part of the file name. */
export async function listMedia(
  deps: Pick<MediaDeps, 'db' | 'clock' | 'urlSecret'>,
  tenantId: string,
  query: TMediaListQuery,
): Promise<TMediaList> {
  const { rows, total } = await listMediaPage(deps.db, tenantId, {
    kind: query.kind,
    search: query.SearchValue,
    skip: query.Skip,
    take: query.Take,
  });
  const secret = await deps.urlSecret();
  const now = deps.clock.now();
  return { items: rows.map((row) => presentMedia(row, secret, now)), total };
}
