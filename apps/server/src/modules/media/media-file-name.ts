import { MEDIA_TYPES, type TMediaKind } from '@puente/shared';

/** The extensions of a detected type, its usual one first. */
const extensionsOf = (type: { kind: TMediaKind; mime: string }): readonly string[] =>
  MEDIA_TYPES[type.kind][type.mime]?.extensions ?? [];

/** The usual extension of a detected type (`image/png` → `png`). */
export const extensionOf = (type: { kind: TMediaKind; mime: string }): string =>
  extensionsOf(type)[0] ?? 'bin';

/**
 * A file name that ends in an extension of its detected type: one that already does is kept, any other
 * ending (`page.html`, `notes.txt`) is replaced, and a name without one gets it. The client's name never
 * decides what a saved copy opens as.
 */
export function nameWithExtension(name: string, type: { kind: TMediaKind; mime: string }): string {
  const match = /^(.+)\.([^.]{1,16})$/.exec(name);
  const ending = match?.[2]?.toLowerCase();
  if (ending && extensionsOf(type).includes(ending)) return name;
  const stem = match?.[1] ?? name;
  const extension = `.${extensionOf(type)}`;
  return `${stem.slice(0, 255 - extension.length)}${extension}`;
}
