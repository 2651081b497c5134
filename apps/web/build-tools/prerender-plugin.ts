import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PRERENDER_GUARD_SCRIPT } from '@puente/shared';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { criticalCss } from './critical-css.ts';

/** A public page rendered at build time, and the file it is written to (under the build's folder). */
export type PrerenderedPage = {
  path: string;
  file: string;
  /** The route module the page draws (its chunk and their static imports are fetched with the app). */
  module: string;
};

/** Folder of the prerendered pages inside the build; the server answers `/` and `/login` from it. */
const PRERENDERED_DIR = 'prerendered';
/** Folder of the render bundled for Node inside the build (`render` for the pages above, `renderSignedIn` for the server). */
const SERVER_RENDER_DIR = '.ssr';

/**
 * Hides a page the guard script marked as not this visitor's (packages/shared/src/prerender-guard.ts),
 * and holds clicks until the app has hydrated the page (src/lib/prerender.ts, markAppLive).
 */
const prerenderStyle =
  'html[data-prerender="stale"] #root{visibility:hidden}#root[data-prerendered]{pointer-events:none}';

/** The stylesheet link Vite writes into index.html (one: the app's styles). */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+)">/;
/** The app's module scripts and module preloads in index.html. */
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** index.html's #root with the boot bar the app draws over (a prerendered page has its own HTML there). */
const BOOT_ROOT = /<div id="root"><!--boot-->[\s\S]*?<!--\/boot--><\/div>/;

/** Writes a page with its brotli and gzip copies (the server sends those as they are). */
function writeCompressed(file: string, html: string) {
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
}

type ManifestChunk = { file: string; imports?: string[] };

/** The files of a module's chunk and of every chunk it imports statically. */
function staticFiles(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  if (!seen.has(key)) {
    seen.add(key);
    for (const imported of chunk.imports ?? []) staticFiles(manifest, imported, seen);
  }
  return [...seen].map((seenKey) => `/${manifest[seenKey]!.file}`);
}

/**
 * After the client build, builds `src/prerender.tsx` for Node, renders each page with it and writes the
 * built index.html with the page's HTML in #root (plus brotli and gzip copies, like every other file).
 * The browser draws these pages before any script has run; main.tsx hydrates them.
 */
export function prerenderPages(pages: PrerenderedPage[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'puente:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      // Kept in the build: the server draws the signed-in pages with it (apps/server/src/plugins/signed-in-page.ts,
      // which also keeps the folder from being served).
      const serverDir = path.join(outDir, SERVER_RENDER_DIR);
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/prerender.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          // One file: the server loads it again (by its own address) when a rebuild replaces it.
          rolldownOptions: { output: { codeSplitting: false } },
        },
        // Bundles the libraries too: Node then runs the very code the browser gets.
        ssr: { noExternal: true },
      });
      const entry = path.join(serverDir, 'prerender.js');
      const { render } = (await import(pathToFileURL(entry).href)) as {
        render: (url: string) => Promise<string>;
      };
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const guard = `<script>${PRERENDER_GUARD_SCRIPT}</script>`;
      if (!template.includes(guard)) throw new Error('index.html lacks the guard script');
      const lang = /<html lang="([a-z]+)"/.exec(template)?.[1];
      const stylesheet = STYLESHEET_LINK.exec(template);
      if (!lang || !stylesheet || !BOOT_ROOT.test(template)) throw new Error('unexpected index.html');
      const css = readFileSync(path.join(outDir, stylesheet[1]!), 'utf8');
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
        string,
        ManifestChunk
      >;
      const entryFiles = new Set(
        [...template.matchAll(MODULE_SCRIPT), ...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]),
      );
      mkdirSync(path.join(outDir, PRERENDERED_DIR), { recursive: true });
      for (const page of pages) {
        const body = await render(page.path);
        const root = `<div id="root" data-prerendered="${lang}">${body}</div>`;
        // The styles this page's HTML uses, inline; the whole stylesheet loads without holding the
        // paint (media="print", switched on by the guard script once loaded).
        const styles = criticalCss(
          css,
          template.replace(BOOT_ROOT, () => root),
        );
        // The scripts are named, not run: the guard script loads them once the page is drawn, with the
        // route's own chunks, which the app would otherwise ask for only after it has started.
        const routeFiles = staticFiles(manifest, page.module).filter((file) => !entryFiles.has(file));
        const routePreloads = routeFiles.map((file) => `\n    <meta name="modulepreload" content="${file}">`);
        const html = template
          .replace(guard, '')
          .replace(MODULE_SCRIPT, (_tag, src: string) => `<meta name="module" content="${src}">`)
          .replace(MODULE_PRELOAD, (_tag, href: string) => `<meta name="modulepreload" content="${href}">`)
          .replace(
            stylesheet[0],
            () =>
              `<style>${styles}${prerenderStyle}</style>\n` +
              `    <link rel="stylesheet" crossorigin href="${stylesheet[1]}" media="print" id="app-css">\n` +
              `    ${guard}`,
          )
          .replace('</head>', () => `${routePreloads.join('')}\n  </head>`)
          .replace(BOOT_ROOT, () => root);
        writeCompressed(path.join(outDir, PRERENDERED_DIR, page.file), html);
      }
      // index.html (every other page) draws its boot bar first and starts the app after that frame,
      // like the prerendered pages: its scripts are named, not run, and its stylesheet does not hold the
      // paint (main.tsx waits for it before the first render). `data-boot` tells the guard script.
      const index = template
        .replace('<html ', '<html data-boot ')
        .replace(guard, '')
        .replace(MODULE_SCRIPT, (_tag, src: string) => `<meta name="module" content="${src}">`)
        .replace(MODULE_PRELOAD, (_tag, href: string) => `<meta name="modulepreload" content="${href}">`)
        .replace(
          stylesheet[0],
          () =>
            `<link rel="stylesheet" crossorigin href="${stylesheet[1]}" media="print" id="app-css">\n` +
            `    ${guard}`,
        );
      writeCompressed(path.join(outDir, 'index.html'), index);
    },
  };
}
