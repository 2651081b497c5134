import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { prerenderPages } from './build-tools/prerender-plugin.ts';

/** Chunks the first screen waits for that only a dynamic import asks for: Spanish texts, error texts. */
const firstScreenLazyChunks = ['texts-es', 'error-catalog'];

/**
 * Preloads the texts of the default language (Spanish) and the error texts with the app's code: the
 * first screen is drawn once they are in, and without the hint they would be requested only after the
 * app's code has run.
 */
function preloadDefaultTexts(): Plugin {
  return {
    name: 'puente:preload-default-texts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output) => output.type === 'chunk' && firstScreenLazyChunks.includes(output.name),
        );
        if (chunks.length !== firstScreenLazyChunks.length)
          throw new Error('a text chunk to preload is missing');
        return chunks.map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    preloadDefaultTexts(),
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
              test: /[\\/]src[\\/]main\.tsx$|[\\/]src[\\/]lib[\\/]shared-request\.ts$|[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Paper|Stack)[\\/]/,
              priority: 3,
            },
            // The form controls of the login page (Mantine's inputs and checkbox, with their helpers) in
            // one file, which the other forms use too.
            {
              name: 'form-controls',
              test: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|PasswordInput|Checkbox|InlineInput|CheckIcon|CloseButton)[\\/]/,
              priority: 2,
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
