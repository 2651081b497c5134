import type { Readable } from 'node:stream';
import type { MediaRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseByteRange } from './byte-range.ts';
import { findMedia } from './media.repository.ts';
import { isValidSignature } from './media-url.ts';
import type { ByteRange } from './storage/media-storage.ts';
import type { MediaDeps } from './upload-media.ts';

export type MediaContent = {
  row: MediaRow;
  /** The part asked for (206), or null for the whole file (200). */
  range: ByteRange | null;
  /** Null for a HEAD request or a 304: nothing is read. */
  body: Readable | null;
};

/**
 * The content of a live media item of the tenant: images for anyone, audio and video with a valid
 * signature (else 401). A `Range` outside the file is 416; `read: false` opens nothing (HEAD, 304).
 */
export async function openMediaContent(
  deps: Pick<MediaDeps, 'db' | 'clock' | 'urlSecret' | 'storage'>,
  request: {
    tenantId: string;
    id: string;
    query: { expires?: number; signature?: string };
    range?: string;
    read: boolean;
  },
): Promise<MediaContent> {
  const row = await findMedia(deps.db, request.tenantId, request.id);
  if (!row) throw new AppError('media.not-found');
  if (row.kind !== 'image') {
    const secret = await deps.urlSecret();
    if (!isValidSignature(secret, row, request.query, deps.clock.now()))
      throw new AppError('system.unauthorized');
  }
  const range = parseByteRange(request.range, row.size);
  if (range === 'unsatisfiable')
    throw new AppError('media.range-not-satisfiable', { extra: { size: row.size } });
  if (!request.read) return { row, range, body: null };
  try {
    return { row, range, body: await deps.storage.read(row.storageKey, range ?? undefined) };
  } catch (error) {
    // The row is there but its bytes cannot be read: the storage's fault, logged, never a 500.
    throw new AppError('system.unavailable', { cause: error });
  }
}
