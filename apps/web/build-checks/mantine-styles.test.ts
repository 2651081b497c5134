import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { entryKeys, readIndexHtml, readManifest } from './first-screen-scripts';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const assets = path.join(dist, 'assets');
const mantineCore = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));

/** Mantine's generated class names (`m_` and eight hex digits) in a text. */
const classesIn = (text: string) => new Set(text.match(/\bm_[0-9a-f]{8}\b/g) ?? []);
const builtFiles = (extension: string) =>
  readdirSync(assets)
    .filter((file) => file.endsWith(extension))
    .map((file) => path.join(assets, file));

/** The stylesheet every page loads (the entry's), in KB: 253 KB with all of Mantine's styles. */
const CEILING_KB = 200;

describe("the built app's Mantine styles (src/app/mantine-styles.css)", () => {
  it('has the rule of every Mantine class the built scripts use', () => {
    // Each class of Mantine's components, with the file of @mantine/core/styles/ that styles it.
    const fileOfClass = new Map<string, string>();
    for (const file of readdirSync(path.join(mantineCore, 'styles'))) {
      if (file.endsWith('.layer.css')) continue;
      for (const name of classesIn(readFileSync(path.join(mantineCore, 'styles', file), 'utf8')))
        fileOfClass.set(name, file);
    }
    const used = new Set(builtFiles('.js').flatMap((file) => [...classesIn(readFileSync(file, 'utf8'))]));
    const styled = new Set(builtFiles('.css').flatMap((file) => [...classesIn(readFileSync(file, 'utf8'))]));
    const mantineUsed = [...used].filter((name) => fileOfClass.has(name));
    expect(mantineUsed.length, 'the scripts use Mantine classes').toBeGreaterThan(100);
    const missing = new Set(
      mantineUsed.filter((name) => !styled.has(name)).map((name) => fileOfClass.get(name)),
    );
    expect([...missing], 'import these files of @mantine/core/styles/ in mantine-styles.css').toEqual([]);
  });

  it(`loads at most ${CEILING_KB} KB of stylesheet on every page`, () => {
    const manifest = readManifest(dist);
    const css = entryKeys(manifest, readIndexHtml(dist)).flatMap((key) => manifest[key]?.css ?? []);
    expect(css.length).toBeGreaterThan(0);
    const bytes = css.reduce((sum, file) => sum + statSync(path.join(dist, file)).size, 0);
    expect(bytes, `${css.join(', ')}: ${(bytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(
      CEILING_KB * 1024,
    );
  });
});
