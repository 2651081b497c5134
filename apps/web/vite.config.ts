import { PRERENDER_GUARD_SCRIPT } from '@puente/shared';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderPages } from './build-tools/prerender-plugin.ts';

/** Chunks the first screen waits for that only a dynamic import asks for: Spanish texts, error texts. */
const firstScreenLazyChunks = ['texts-es', 'error-catalog'];

/** The static imports of a chunk, and theirs, as file names. */
function staticImports(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk, seen = new Set<string>()) {
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (seen.has(file) || imported?.type !== 'chunk') continue;
    seen.add(file);
    staticImports(bundle, imported, seen);
  }
  return seen;
}

/**
 * The head of index.html (and so of the prerendered pages):
 * - preloads the texts of the default language (Spanish) and the error texts with the app's code: the
 *   first screen is drawn once they are in, and without the hint they would be requested only after the
 *   app's code has run;
 * - names the signed-in chunk and what it imports (`<meta name="signed-in-modulepreload">`) and adds the
 *   pages' one inline script (packages/shared/src/prerender-guard.ts), which preloads them at once for a
 *   visitor with a session cookie: a signed-in start fetches its screen's code with the app's.
 */
function headTags(): Plugin {
  return {
    name: 'puente:head-tags',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const chunks = Object.values(bundle).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        );
        const texts = chunks.filter((chunk) => firstScreenLazyChunks.includes(chunk.name));
        if (texts.length !== firstScreenLazyChunks.length)
          throw new Error('a text chunk to preload is missing');
        const signedIn = chunks.find((chunk) => chunk.name === 'signed-in');
        if (!signedIn) throw new Error('the signed-in chunk is missing');
        const app = chunks
          .filter((chunk) => chunk.isEntry)
          .flatMap((chunk) => [chunk.fileName, ...staticImports(bundle, chunk)]);
        const signedInFiles = [signedIn.fileName, ...staticImports(bundle, signedIn)].filter(
          (file) => !app.includes(file),
        );
        const tags: HtmlTagDescriptor[] = texts.map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: 'head' as const,
        }));
        // After the title, before the stylesheet, which would hold the script until loaded (the
        // prerendered pages move it after their non-blocking stylesheet: build-tools/prerender-plugin.ts).
        const early = [
          ...signedInFiles.map((file) => `<meta name="signed-in-modulepreload" content="/${file}">`),
          `<script>${PRERENDER_GUARD_SCRIPT}</script>`,
        ];
        if (!html.includes('</title>')) throw new Error('index.html has no title');
        return { html: html.replace('</title>', () => `</title>\n    ${early.join('\n    ')}`), tags };
      },
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    headTags(),
    // / and /login as HTML, rendered at build time (the server answers them from dist/prerendered).
    prerenderPages([
      { path: '/', file: 'index.html', module: 'src/features/home/routes/home-page.tsx' },
      { path: '/login', file: 'login.html', module: 'src/features/auth/routes/login-page.tsx' },
    ]),
    // A brotli (.br) and a gzip (.gz) copy of every text file, at the highest levels: the server sends
    // them as they are (apps/server/src/plugins/web-app.ts).
    isSsrBuild
      ? null
      : compression({
          algorithms: ['brotliCompress', 'gzip'],
          include: /\.(html|js|css|svg|json|txt|webmanifest)$/,
          exclude: /[\\/]\.vite[\\/]/,
          threshold: 1024,
          logLevel: 'silent',
        }),
    // The MP3 course's service worker (decision 0108): src/service-worker/mp3-offline-sw.ts with Workbox,
    // built to /mp3-offline-sw.js with the list of the app's files to precache. No manifest and no
    // registration code: the MP3 course screen registers it (features/mp3-course/offline), for its pages.
    command === 'build' && !isSsrBuild
      ? VitePWA({
          strategies: 'injectManifest',
          srcDir: 'src/service-worker',
          filename: 'mp3-offline-sw.ts',
          injectRegister: false,
          manifest: false,
          injectManifest: {
            // The app's page and code; not the lesson files (the student picks those) nor the copies
            // compressed for the server.
            globPatterns: ['index.html', 'favicon.svg', 'assets/**/*.{js,css,svg,png,woff2}'],
          },
        })
      : null,
  ],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    // .vite/manifest.json: the bundle budget test follows the chunks each screen loads.
    manifest: true,
    // Every browser the app supports preloads modules: no polyfill for it in the first script.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // One chunk per language's texts (lib/i18n.ts loads the one in use).
          groups: [
            // What the first screen needs (main.tsx and its static imports) in one file instead of
            // some twenty small ones: each request costs a round trip on a slow phone network.
            // Paper and Stack: both public pages draw them.
            {
              name: 'app',
              test: /[\\/]src[\\/]main\.tsx$|[\\/]src[\\/]lib[\\/]shared-request\.ts$|[\\/]packages[\\/]shared[\\/]src[\\/]site-path\.ts$|[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Paper|Stack)[\\/]/,
              priority: 10,
            },
            // The form controls of the login page (Mantine's inputs and checkbox, with their helpers, and
            // @mantine/form's useField, the login form's state) in one file, which the other forms use too.
            {
              name: 'form-controls',
              test: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|PasswordInput|Checkbox|InlineInput|CheckIcon|CloseButton)[\\/]|[\\/]packages[\\/]shared[\\/]src[\\/]rules[\\/]email-address\.ts$|[\\/]@mantine[\\/]form[\\/]esm[\\/](use-field|get-input-on-change[\\/]get-input-on-change|validate[\\/]should-validate-on-change)\.mjs$/,
              priority: 9,
            },
            // The landing's cards and grid with their helpers, which the groups below share: apart, so
            // that the landing does not import those groups.
            {
              name: 'cards',
              test: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Card|SimpleGrid)[\\/]/,
              priority: 8,
            },
            // What the public pages load after their first paint (the settings popover, toasts and
            // dialogs) with Mantine's popover, portal and scroll code: one file, not some fifteen.
            {
              name: 'chrome',
              test: /[\\/]src[\\/]app[\\/](overlays|shell[\\/]settings-menu)\.tsx$/,
              priority: 7,
            },
            // What a signed-in start loads next to its screen: the rest of the shell (menus, left menu,
            // burger), the session service, the start-up read, TanStack Query (the query layout) and the
            // course list, the first screen after signing in: one file.
            {
              name: 'signed-in',
              test: /[\\/]src[\\/](app[\\/](query-layout|route-table|shell[\\/](side-menu|menu-drawer|top-menu|profile-menu|menu-burger|pins[\\/]pin-board))|lib[\\/](session[\\/]session-service|early-read)|features[\\/]courses[\\/]routes[\\/]courses-page)\.tsx?$/,
              priority: 6,
            },
            { name: 'texts-es', test: /[\\/]src[\\/]locales[\\/]es[\\/]/ },
            { name: 'texts-en', test: /[\\/]src[\\/]locales[\\/]en[\\/]/ },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
}));
