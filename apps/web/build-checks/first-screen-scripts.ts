import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's `.vite/manifest.json`. */
type ManifestChunk = {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (dist: string): Manifest =>
  JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

export const readIndexHtml = (dist: string): string => readFileSync(path.join(dist, 'index.html'), 'utf8');

/**
 * The manifest keys of the scripts the built index.html runs (`<script type="module" src>`, or
 * `<meta name="module">` for the start script to run): the app's
 * entry. (The build's manifest does not always mark it: an entry whose code all went to the `app`
 * chunk is that chunk.)
 */
export function entryKeys(manifest: Manifest, indexHtml: string): string[] {
  const files = [
    ...indexHtml.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g),
    // The built index.html names its scripts for the start script to run after the first frame.
    ...indexHtml.matchAll(/<meta name="module" content="\/([^"]+)"/g),
  ].map((match) => match[1]);
  if (files.length === 0) throw new Error('index.html runs no module script');
  return files.map((file) => {
    const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.file === file);
    if (!key) throw new Error(`the manifest has no chunk for ${file}`);
    return key;
  });
}

/** The manifest key of a lazily loaded screen, by its module name (e.g. 'login-page'). */
export function screenKey(manifest: Manifest, name: string): string {
  const keys = Object.keys(manifest).filter(
    (key) => manifest[key]?.isDynamicEntry && manifest[key]?.name === name,
  );
  if (keys.length !== 1) throw new Error(`expected one lazy chunk named ${name}, found ${keys.length}`);
  return keys[0]!;
}

/** The manifest key of the one chunk with this name (e.g. 'signed-in', a group of vite.config.ts). */
export function chunkKey(manifest: Manifest, name: string): string {
  const keys = Object.keys(manifest).filter((key) => manifest[key]?.name === name);
  if (keys.length !== 1) throw new Error(`expected one chunk named ${name}, found ${keys.length}`);
  return keys[0]!;
}

/**
 * The script files a page needs before it can draw: the given chunks and everything they import
 * statically, transitively. Dynamic imports (other screens, menus, texts loaded later) are left out.
 */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return [...seen].map((key) => manifest[key]!.file).sort();
}

/** Gzip size (level 9) of each file, largest first, and their sum. */
export function gzipSizes(dist: string, files: string[]) {
  const sizes = files
    .map((file) => ({ file, bytes: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length }))
    .sort((a, b) => b.bytes - a.bytes);
  return { sizes, total: sizes.reduce((sum, size) => sum + size.bytes, 0) };
}
