import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** A public page rendered at build time, and the file it is written to (under the build's folder). */
export type PrerenderedPage = { path: string; file: string };

/** Folder of the prerendered pages inside the build; the server answers `/` and `/login` from it. */
const PRERENDERED_DIR = 'prerendered';

/**
 * Hides a page the guard script marked as not this visitor's (see public/prerender-guard.js), and holds
 * clicks until the app has hydrated the page (src/lib/prerender.ts, markAppLive).
 */
const prerenderStyle =
  '<style>html[data-prerender="stale"] #root{visibility:hidden}#root[data-prerendered]{pointer-events:none}</style>';
const guardScript = '<script src="/prerender-guard.js"></script>';

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
      const serverDir = path.resolve(config.root, 'node_modules/.prerender');
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
        // Bundles the libraries too: Node then runs the very code the browser gets.
        ssr: { noExternal: true },
      });
      const entry = path.join(serverDir, 'prerender.js');
      const { render } = (await import(pathToFileURL(entry).href)) as {
        render: (url: string) => Promise<string>;
      };
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const lang = /<html lang="([a-z]+)"/.exec(template)?.[1];
      if (!lang || !template.includes('<div id="root"></div>')) throw new Error('unexpected index.html');
      mkdirSync(path.join(outDir, PRERENDERED_DIR), { recursive: true });
      for (const page of pages) {
        const body = await render(page.path);
        const html = template
          .replace('</head>', `    ${prerenderStyle}\n    ${guardScript}\n  </head>`)
          .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${lang}">${body}</div>`);
        const file = path.join(outDir, PRERENDERED_DIR, page.file);
        writeFileSync(file, html);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
      }
      rmSync(serverDir, { recursive: true, force: true });
    },
  };
}
