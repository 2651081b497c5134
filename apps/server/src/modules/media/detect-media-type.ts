import { MEDIA_TYPES, type TMediaKind } from '@puente/shared';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.ts';

/** Bytes read before deciding a file's type (what file-type needs for every format here). */
export const SNIFF_BYTES = 4100;

export type DetectedMedia = { kind: TMediaKind; mime: string };

const bare = (mime: string) => mime.toLowerCase().split(';', 1)[0]!.trim();

/** The accepted type a mime spelling stands for (canonical or alias), or null. */
function acceptedType(mime: string): { kind: TMediaKind; canonical: string } | null {
  const wanted = bare(mime);
  for (const [kind, types] of Object.entries(MEDIA_TYPES) as [TMediaKind, (typeof MEDIA_TYPES)['image']][]) {
    for (const [canonical, { aliases }] of Object.entries(types)) {
      if (canonical === wanted || aliases.includes(wanted)) return { kind, canonical };
    }
  }
  return null;
}

const allExtensions = new Set(
  Object.values(MEDIA_TYPES).flatMap((types) => Object.values(types).flatMap((type) => type.extensions)),
);

/** A file name's extension when it is one of a media type's (other endings, or none, say nothing). */
function mediaExtension(name: string): string | null {
  const match = /\.([a-z0-9]{1,8})$/i.exec(name);
  const extension = match?.[1]?.toLowerCase();
  return extension && allExtensions.has(extension) ? extension : null;
}

/**
 * Decides a file's kind and type from its first bytes (magic numbers), then checks what the browser
 * declared: a declared type or a media file name ending that says something else is refused
 * (`media.type-mismatch`). A type outside the accepted list is `media.unsupported-type`.
 */
export async function detectMediaType(
  head: Uint8Array,
  declared: { mime: string; name: string },
): Promise<DetectedMedia> {
  const found = await fileTypeFromBuffer(head);
  let detected = found ? acceptedType(found.mime) : null;
  if (!detected) throw new AppError('media.unsupported-type');
  const declaredMime = bare(declared.mime);
  const declaredType =
    declaredMime && declaredMime !== 'application/octet-stream' ? acceptedType(declaredMime) : null;
  const extension = mediaExtension(declared.name);
  // An MP4 container holding only sound is often branded as video: an .m4a name or an audio type says which.
  if (detected.canonical === 'video/mp4' && (declaredType?.kind === 'audio' || extension === 'm4a'))
    detected = { kind: 'audio', canonical: 'audio/mp4' };
  const entry = MEDIA_TYPES[detected.kind][detected.canonical]!;
  const mimeAgrees =
    !declaredMime ||
    declaredMime === 'application/octet-stream' ||
    declaredMime === detected.canonical ||
    entry.aliases.includes(declaredMime);
  const extensionAgrees = !extension || entry.extensions.includes(extension);
  if (!mimeAgrees || !extensionAgrees) throw new AppError('media.type-mismatch');
  return { kind: detected.kind, mime: detected.canonical };
}
