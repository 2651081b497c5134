import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { PRERENDER_GUARD_SCRIPT } from '@puente/shared';
import { describe, expect, it } from 'vitest';
import { readIndexHtml } from './first-screen-scripts';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/**
 * index.html is answered for every screen that is not prerendered (a signed-in start at /courses, say):
 * it draws its boot bar before any script and starts the app after that frame, so the first paint
 * waits for neither the app's code nor its stylesheet (build-tools/prerender-plugin.ts).
 */
describe('the built index.html (run after `npm run build`)', () => {
  const html = readIndexHtml(dist);

  it('draws the boot bar (logo and name) in #root, styled inline', () => {
    expect(html).toMatch(
      /<div id="root"><!--boot--><div class="boot-bar"><div><img [^>]*alt=""[^>]*><span>Puente<\/span>/,
    );
    expect(html).toMatch(/<style>[^<]*\.boot-bar\{/);
    expect(html).toMatch(/<html data-boot /);
  });

  it('runs no script before the first paint but the start script, which loads the app', () => {
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toMatch(/<meta name="module" content="\/assets\/app-[^"]+\.js">/);
    expect(html).toContain(`<script>${PRERENDER_GUARD_SCRIPT}</script>`);
  });

  it('loads the stylesheet without holding the paint, before the start script that switches it on', () => {
    const link = /<link rel="stylesheet" crossorigin href="[^"]+" media="print" id="app-css">/.exec(html);
    expect(link).not.toBeNull();
    expect(html.indexOf(link![0])).toBeLessThan(html.indexOf(`<script>${PRERENDER_GUARD_SCRIPT}`));
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*media="print")/);
  });

  it('ships the same page precompressed', () => {
    const gz = readFileSync(path.join(dist, 'index.html.gz'));
    expect(gz.length).toBeGreaterThan(0);
    expect(gunzipSync(gz).toString()).toBe(html);
  });
});
