import { z } from 'zod';

/** What an uploaded file is: a course cover or picture, a listening, a video lesson. */
const ZMediaKind = z.enum(['image', 'audio', 'video']);
export type TMediaKind = z.infer<typeof ZMediaKind>;

/**
 * The types accepted per kind, as detected from the file's bytes (never from its name alone). Each
 * canonical type lists the spellings browsers declare for it and the file name endings it may have.
 */
export const MEDIA_TYPES: Record<
  TMediaKind,
  Record<string, { aliases: readonly string[]; extensions: readonly string[] }>
> = {
  image: {
    'image/jpeg': { aliases: ['image/jpg', 'image/pjpeg'], extensions: ['jpg', 'jpeg', 'jfif'] },
    'image/png': { aliases: [], extensions: ['png'] },
    'image/webp': { aliases: [], extensions: ['webp'] },
  },
  audio: {
    'audio/mpeg': { aliases: ['audio/mp3', 'audio/mpeg3', 'audio/x-mpeg'], extensions: ['mp3'] },
    'audio/mp4': {
      aliases: ['audio/x-m4a', 'audio/m4a', 'audio/aac', 'audio/x-aac'],
      extensions: ['m4a', 'mp4', 'aac'],
    },
    'audio/aac': { aliases: ['audio/x-aac', 'audio/aacp'], extensions: ['aac'] },
    'audio/ogg': {
      aliases: ['application/ogg', 'audio/opus', 'audio/vorbis', 'audio/x-ogg'],
      extensions: ['ogg', 'oga', 'opus'],
    },
    'audio/wav': { aliases: ['audio/wave', 'audio/x-wav', 'audio/vnd.wave'], extensions: ['wav'] },
  },
  video: {
    'video/mp4': { aliases: ['video/x-m4v', 'video/m4v'], extensions: ['mp4', 'm4v'] },
    'video/webm': { aliases: [], extensions: ['webm'] },
  },
};

/** Default upload limits in bytes (the server's MEDIA_*_MAX_BYTES settings may change them). */
export const MEDIA_MAX_BYTES: Record<TMediaKind, number> = {
  image: 5 * 1024 * 1024,
  audio: 50 * 1024 * 1024,
  video: 500 * 1024 * 1024,
};

/** The kind a declared type belongs to (by canonical type or alias), or null. */
export function mediaKindOfType(type: string): TMediaKind | null {
  const wanted = type.toLowerCase().split(';', 1)[0]!.trim();
  for (const [kind, types] of Object.entries(MEDIA_TYPES) as [TMediaKind, (typeof MEDIA_TYPES)['image']][]) {
    for (const [canonical, { aliases }] of Object.entries(types)) {
      if (canonical === wanted || aliases.includes(wanted)) return kind;
    }
  }
  return null;
}

/** A stored file's description; `url` streams it (audio and video: a signed address valid for a while). */
export const ZMedia = z.object({
  id: z.uuid(),
  kind: ZMediaKind,
  mime: z.string(),
  size: z.number().int().nonnegative(),
  originalName: z.string(),
  url: z.string(),
  createdBy: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  deletedAt: z.iso.datetime().nullable(),
});
export type TMedia = z.infer<typeof ZMedia>;

/** GET /api/media: the spec's list conventions (SearchValue, Skip, Take) plus the kind. */
export const ZMediaListQuery = z.object({
  kind: ZMediaKind.optional(),
  SearchValue: z.string().max(200).optional(),
  Skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  Take: z.coerce.number().int().min(1).max(100).default(20),
});
export type TMediaListQuery = z.infer<typeof ZMediaListQuery>;

export const ZMediaList = z.object({ items: z.array(ZMedia), total: z.number().int().nonnegative() });
export type TMediaList = z.infer<typeof ZMediaList>;

/** The query of a signed content address (audio and video). */
export const ZMediaContentQuery = z.object({
  expires: z.coerce.number().int().min(0).max(99_999_999_999).optional(),
  signature: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/)
    .optional(),
});

export const ZMediaDeleted = z.object({ id: z.uuid(), deletedAt: z.iso.datetime() });
