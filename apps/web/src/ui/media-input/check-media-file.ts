import { MEDIA_MAX_BYTES, mediaKindOfType, type TMediaKind } from '@puente/shared';

/** What the browser can tell before sending: a refusal code the server would answer too, or the kind. */
export function checkMediaFile(
  file: File,
  accepted: readonly TMediaKind[],
):
  | { kind: TMediaKind }
  | { code: 'media.empty-file' | 'media.unsupported-type' | 'media.too-large'; limit?: number } {
  if (file.size === 0) return { code: 'media.empty-file' };
  const kind = mediaKindOfType(file.type);
  // An unknown declared type is left to the server, which reads the bytes.
  if (file.type && (!kind || !accepted.includes(kind))) return { code: 'media.unsupported-type' };
  if (kind && file.size > MEDIA_MAX_BYTES[kind])
    return { code: 'media.too-large', limit: MEDIA_MAX_BYTES[kind] };
  return { kind: kind ?? accepted[0]! };
}
