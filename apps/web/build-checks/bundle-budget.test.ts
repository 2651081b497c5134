import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  chunkKey,
  entryKeys,
  gzipSizes,
  type Manifest,
  readIndexHtml,
  readManifest,
  screenKey,
  staticClosure,
} from './first-screen-scripts';

/**
 * JavaScript a first visit downloads before the page is live (hydrated), gzip: at most 150 KB for each
 * public page (docs/decisions/0017-first-screen-budget.md).
 */
const TARGET_KB = 150;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** The public first screens: the page at / and the login page, by their route modules. */
const screens = [
  { page: 'landing (/)', module: 'home-page', ceilingKb: 150 },
  // 150.03 KB since the return path after sign-in is checked by the shared site-path rule (`/\host` was an
  // open redirect): decision 0017, 'The login page's ceiling'.
  { page: 'login (/login)', module: 'login-page', ceilingKb: 151 },
];

describe('the built web app (run after `npm run build`)', () => {
  it('has been built with its manifest', () => {
    expect(existsSync(path.join(dist, '.vite', 'manifest.json')), 'run npm run build first').toBe(true);
  });

  for (const screen of screens) {
    it(`loads at most ${screen.ceilingKb} KB of gzip JavaScript for the ${screen.page} (goal ${TARGET_KB} KB)`, () => {
      const manifest = readManifest(dist);
      const files = staticClosure(manifest, [
        ...entryKeys(manifest, readIndexHtml(dist)),
        screenKey(manifest, screen.module),
      ]);
      const { sizes, total } = gzipSizes(dist, files);
      const report = sizes.map((size) => `${(size.bytes / 1024).toFixed(1).padStart(6)} KB  ${size.file}`);
      expect(
        total,
        `${screen.page}: ${(total / 1024).toFixed(1)} KB gzip\n${report.join('\n')}`,
      ).toBeLessThanOrEqual(screen.ceilingKb * 1024);
    });
  }

  // The validation library (zod, ~25 KB gzip) loads with the forms that use it, never with a first screen:
  // importing a constant from a module of @puente/shared that also defines schemas was enough to bring it.
  // A signed-in start (the course list, the first screen after signing in) loads the signed-in chunk.
  const firstScreens = [
    ...screens.map((screen) => ({
      page: screen.page,
      key: (manifest: Manifest) => screenKey(manifest, screen.module),
    })),
    { page: 'course list (/courses)', key: (manifest: Manifest) => chunkKey(manifest, 'signed-in') },
    // A lesson is a signed-in start too, drawn by the server (decision 0165): its helpers (the lesson's
    // pass rule, the blank marker) live apart from the API's schemas.
    { page: 'lesson page (/lessons/…)', key: (manifest: Manifest) => screenKey(manifest, 'lesson-page') },
    // The dictionary's search box reads its length limit apart from the dictionary's schemas (decision 0180):
    // with them, zod's whole core was evaluated before the page was live (Lighthouse TBT 382 -> 246 ms).
    { page: 'dictionary (/dictionary)', key: (manifest: Manifest) => screenKey(manifest, 'dictionary-page') },
  ];
  for (const screen of firstScreens) {
    it(`does not load the validation library with the ${screen.page}`, () => {
      const manifest = readManifest(dist);
      const files = staticClosure(manifest, [
        ...entryKeys(manifest, readIndexHtml(dist)),
        screen.key(manifest),
      ]);
      // zod's core names each of its classes; $ZodType is the one every schema is built on.
      const withZod = files.filter((file) =>
        readFileSync(path.join(dist, file), 'utf8').includes('$ZodType'),
      );
      expect(withZod).toEqual([]);
    });
  }

  // A lesson draws its text first: the exercise player (answer inputs, radios, feedback) loads on its own,
  // while each exercise is read.
  it('does not load the exercise player with the lesson page', () => {
    const manifest = readManifest(dist);
    const files = staticClosure(manifest, [
      ...entryKeys(manifest, readIndexHtml(dist)),
      screenKey(manifest, 'lesson-page'),
    ]);
    expect(files).not.toContain(manifest[screenKey(manifest, 'exercise-player')]!.file);
  });

  it('follows static imports only: a screen loaded later is not counted', () => {
    const manifest = readManifest(dist);
    const entry = entryKeys(manifest, readIndexHtml(dist));
    const landing = staticClosure(manifest, [...entry, screenKey(manifest, 'home-page')]);
    for (const key of entry) expect(landing).toContain(manifest[key]!.file);
    expect(landing).not.toContain(manifest[screenKey(manifest, 'retail-payment-page')]!.file);
  });
});
