import { type ChildProcess, spawn } from 'node:child_process';
import { cp, lstat, mkdtemp, readlink, rm, stat, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, stopServer } from './server-process.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const asRoot = process.getuid?.() === 0;

/**
 * The README's `npm start` in a checkout nobody else may enter (a clone in /root, any 0700 folder): as
 * root PostgreSQL runs as the user "postgres", which cannot reach the default DATA_DIR (`<checkout>/data`)
 * there. The checkout is a copy of this one's server and shared sources (its node_modules linked, not
 * installed again), started with no DATA_DIR, as `npm start` does.
 */
describe('the server starts from a checkout in a folder closed to other users', () => {
  let root: string;
  let checkout: string;
  let server: ChildProcess | undefined;
  let output = '';

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'puente-closed-'));
    expect((await stat(root)).mode & 0o777).toBe(0o700);
    checkout = path.join(root, 'puente');
    const skip = new Set(['node_modules', 'dist', 'data']);
    const filter = (source: string) => !skip.has(path.basename(source));
    for (const entry of ['apps/server', 'packages/shared', 'package.json', 'tsconfig.base.json'])
      await cp(path.join(repo, entry), path.join(checkout, entry), { recursive: true, filter });
    await symlink(path.join(repo, 'node_modules'), path.join(checkout, 'node_modules'), 'dir');
    await symlink(
      path.join(repo, 'apps/server/node_modules'),
      path.join(checkout, 'apps/server/node_modules'),
      'dir',
    );
  });

  afterAll(async () => {
    if (server) await stopServer(server);
    // As root the cluster lives outside the checkout (DATA_DIR/postgres links to it): remove it too.
    const link = path.join(checkout, 'data', 'postgres');
    if ((await lstat(link).catch(() => null))?.isSymbolicLink())
      await rm(path.dirname(await readlink(link)), { recursive: true, force: true });
    await rm(root, { recursive: true, force: true });
  });

  it('keeps its cluster where PostgreSQL can reach it, says where, and answers', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
    };
    for (const name of ['DATA_DIR', 'DATABASE_URL', 'MEDIA_DIR', 'EMBEDDED_DB_PORT']) delete env[name];
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: checkout,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    let healthy = false;
    // Generous: on a loaded two-core machine tsx compiles the whole server before it listens.
    const deadline = Date.now() + 240_000;
    while (!healthy && child.exitCode === null && Date.now() < deadline) {
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(output).not.toMatch(/Permission denied/);
    expect(healthy, output).toBe(true);

    const link = path.join(checkout, 'data', 'postgres');
    if (asRoot) {
      expect((await lstat(link)).isSymbolicLink()).toBe(true);
      const cluster = await readlink(link);
      expect(cluster.startsWith(root)).toBe(false);
      // The log reaches stdout in blocks, at most 250 ms after the line (server.ts): it may follow the answer.
      await expect.poll(() => output).toContain(`its cluster is kept in ${cluster}`);
    } else {
      expect((await lstat(link)).isDirectory()).toBe(true);
    }
    await stopServer(child);
    expect(child.exitCode).toBe(0);
  }, 300_000);
});
