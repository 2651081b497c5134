import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TMediaKind } from '@puente/shared';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * When a signed address made now expires: the end of the next UTC day, so every address handed out on
 * one day is the same (a browser's cache keeps answering it) and each lives one to two days.
 */
const signedUntil = (now: Date): number => (Math.floor(now.getTime() / 1000 / DAY_SECONDS) + 2) * DAY_SECONDS;

const signatureOf = (secret: string, tenantId: string, mediaId: string, expires: number) =>
  createHmac('sha256', secret).update(`${tenantId}:${mediaId}:${expires}`).digest('base64url');

/**
 * The content address of a media item. Images are public within their tenant; audio and video carry an
 * expiring signature (an <audio> or <video> element cannot send the Bearer token), handed out only to
 * signed-in callers of the metadata.
 */
export function mediaContentUrl(
  secret: string,
  item: { id: string; tenantId: string; kind: TMediaKind },
  now: Date,
): string {
  const base = `/api/public/media/${item.id}/content`;
  if (item.kind === 'image') return base;
  const expires = signedUntil(now);
  return `${base}?expires=${expires}&signature=${signatureOf(secret, item.tenantId, item.id, expires)}`;
}

/** Whether a signature names this item and has not expired. */
export function isValidSignature(
  secret: string,
  item: { id: string; tenantId: string },
  query: { expires?: number; signature?: string },
  now: Date,
): boolean {
  if (query.expires === undefined || !query.signature) return false;
  if (query.expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(secret, item.tenantId, item.id, query.expires));
  const given = Buffer.from(query.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
