import type { TMedia } from '@puente/shared';
import type { MediaRow } from '../../db/schema/index.ts';
import { mediaContentUrl } from './media-url.ts';

export function presentMedia(row: MediaRow, secret: string, now: Date): TMedia {
  return {
    id: row.id,
    kind: row.kind,
    mime: row.mime,
    size: row.size,
    originalName: row.originalName,
    url: mediaContentUrl(secret, row, now),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}
