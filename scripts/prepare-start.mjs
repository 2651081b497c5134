#!/usr/bin/env node
// Before `npm start`: builds the web app and bundles the server, each only when its sources changed
// since the last build (a hash of the sources is kept beside the output). A fresh clone builds both.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);
const skipped = new Set(['node_modules', 'dist', '.turbo', 'coverage']);

/** Paths and contents of every file under the given files and folders, in a stable order. */
function hashOf(entries) {
  const hash = createHash('sha256');
  const visit = (file) => {
    const name = path.basename(file);
    if (skipped.has(name) || name.startsWith('.')) return;
    let children;
    try {
      children = readdirSync(file, { withFileTypes: true });
    } catch {
      if (!existsSync(file)) return;
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
      return;
    }
    for (const child of children.sort((a, b) => (a.name < b.name ? -1 : 1)))
      visit(path.join(file, child.name));
  };
  for (const entry of entries) visit(at(entry));
  return hash.digest('hex');
}

const upToDate = (stampFile, output, hash) =>
  existsSync(output) && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === hash;

const shared = ['packages/shared', 'package-lock.json', 'tsconfig.base.json'];

// `--server`: the server bundle only (the server tests start it as processes of their own).
const serverOnly = process.argv.includes('--server');

// The web app: a Vite build into apps/web/dist.
if (!serverOnly) {
  const hash = hashOf(['apps/web', ...shared]);
  const stamp = at('apps/web/dist/.source-hash');
  if (upToDate(stamp, at('apps/web/dist/index.html'), hash)) {
    console.log('Web app up to date (apps/web/dist).');
  } else {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const build = spawnSync(npm, ['run', 'build', '-w', '@puente/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    writeFileSync(stamp, `${hash}\n`);
  }
}

// The server: one ES module (apps/server/dist/server.mjs) with its npm dependencies left external, and
// its tracing preload (apps/server/dist/instrument.mjs).
// Each source keeps its own import.meta.url, so paths next to the sources (migrations, fonts, content)
// resolve as they do under tsx.
{
  const hash = hashOf([
    'apps/server/src',
    'apps/server/package.json',
    'scripts/prepare-start.mjs',
    ...shared,
  ]);
  // Bundled in, not external: pure JavaScript of hundreds of files whose package.json is some 200 KB (an
  // `exports` entry per file), which Node 22 parses again for every file it loads (to learn the file's
  // format): 2.3 s of a 4.5 s start went there. Not the packages tracing patches (pg, fastify, pino).
  const inlined = ['date-fns', '@date-fns/tz', 'drizzle-orm'];
  const outfile = at('apps/server/dist/server.mjs');
  const stamp = at('apps/server/dist/.source-hash');
  if (upToDate(stamp, outfile, hash) && existsSync(at('apps/server/dist/instrument.mjs'))) {
    console.log('Server bundle up to date (apps/server/dist).');
  } else {
    const { build } = await import('esbuild');
    const manifest = JSON.parse(readFileSync(at('apps/server/package.json'), 'utf8'));
    const external = Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })
      .filter((name) => !name.startsWith('@puente/') && !inlined.includes(name))
      .flatMap((name) => [name, `${name}/*`]);
    const common = {
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22.22',
      external,
      logLevel: 'warning',
      plugins: [
        {
          name: 'source-import-meta-url',
          setup(esbuild) {
            esbuild.onLoad({ filter: /\.ts$/ }, (args) => ({
              contents: readFileSync(args.path, 'utf8').replaceAll(
                'import.meta.url',
                JSON.stringify(pathToFileURL(args.path).href),
              ),
              loader: 'ts',
            }));
          },
        },
      ],
    };
    await build({ ...common, entryPoints: [at('apps/server/src/server.ts')], outfile });
    // The tracing preload (`node --import`): split, so the OpenTelemetry packages its dynamic import
    // brings stay in a chunk of their own, loaded only when tracing is on.
    rmSync(at('apps/server/dist/chunks'), { recursive: true, force: true });
    await build({
      ...common,
      entryPoints: { instrument: at('apps/server/src/instrument.ts') },
      outdir: at('apps/server/dist'),
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      outExtension: { '.js': '.mjs' },
    });
    writeFileSync(stamp, `${hash}\n`);
    console.log('Server bundled (apps/server/dist/server.mjs).');
  }
}
