import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { systemClock } from '../src/lib/clock.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { freePort, stopServer } from './server-process.ts';
import { createTestDatabase } from './test-database.ts';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../../..');

/**
 * Upgrades are rolling: while one instance already runs the new release (and migrated the database),
 * the others still run the previous one. Migrations are expand-then-contract, so the previous release's
 * code must work on the newest schema. This runs that code itself, taken from git at the commit recorded
 * in fixtures/previous-release.json, as a server on a database migrated by this checkout, through the
 * paths that matter most: signing in and using a session, and a card payment.
 */
describe('the previous release on the newest schema', () => {
  let previous: string;
  let database: DatabaseHandle;
  let server: ChildProcess | undefined;
  let base: string;
  let output = '';

  beforeAll(async () => {
    const { commit } = JSON.parse(
      await readFile(path.join(import.meta.dirname, 'fixtures/previous-release.json'), 'utf8'),
    ) as { commit: string };
    await run('git', ['-C', repo, 'cat-file', '-e', `${commit}^{commit}`]).catch(() => {
      throw new Error(
        `The previous release's commit ${commit} is not in this clone (a shallow clone? git fetch --unshallow).`,
      );
    });
    previous = await mkdtemp(path.join(os.tmpdir(), 'puente-previous-'));
    const archive = spawn(
      'git',
      [
        '-C',
        repo,
        'archive',
        '--format=tar',
        commit,
        'apps/server',
        'packages/shared',
        'package.json',
        'tsconfig.base.json',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      archive.stdout
        .pipe(extract({ cwd: previous }))
        .on('finish', resolve)
        .on('error', reject);
      archive.on('error', reject);
    });
    // The previous release's code with this checkout's packages (the lock file seldom changes with a
    // schema; a release that changes both should point this test at its own install).
    await symlink(path.join(repo, 'node_modules'), path.join(previous, 'node_modules'), 'dir');
    await symlink(
      path.join(repo, 'apps/server/node_modules'),
      path.join(previous, 'apps/server/node_modules'),
      'dir',
    );

    // The newest schema (this checkout's migrations), with the demo school.
    database = await createTestDatabase();
    await seedDemo(database.db, systemClock);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: String(database.pool.options.connectionString),
      DATA_DIR: path.join(previous, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    };
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: previous,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    server.stdout?.on('data', collect);
    server.stderr?.on('data', collect);
    // Generous: on a loaded two-core machine tsx compiles the whole server before it listens.
    for (const deadline = Date.now() + 240_000; Date.now() < deadline; ) {
      if (server.exitCode !== null) throw new Error(`the previous release did not start:\n${output}`);
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the previous release did not answer:\n${output}`);
  }, 300_000);

  afterAll(async () => {
    if (server) await stopServer(server);
    await database?.close();
    if (previous) await rm(previous, { recursive: true, force: true });
  });

  const call = async (url: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
    const response = await fetch(`${base}${url}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : null) as Record<string, unknown> };
  };

  it('signs in, uses and ends a session, and takes a card payment that the new schema records', async () => {
    const login = await call('/api/authentication/login', {
      body: { username: 'estudiante@demo.puente.test', password: 'Puente2026!' },
    });
    expect(login.status, JSON.stringify(login.json)).toBe(200);
    const first = String(login.json.tokenId);
    expect((await call('/api/user/me', { token: first })).status).toBe(200);
    // The session's token is rotated: the old one stops working, the new one works.
    const refreshed = await call('/api/authentication/refresh', { method: 'POST', token: first });
    expect(refreshed.status, JSON.stringify(refreshed.json)).toBe(200);
    const token = String(refreshed.json.tokenId);
    expect((await call('/api/user/me', { token: first })).status).toBe(401);
    expect((await call('/api/user/me', { token })).status).toBe(200);
    expect((await call('/api/account/getmyaccount', { token })).status).toBe(200);

    const customer = await call('/api/retail/getstripecustomer', { token });
    expect(customer.status).toBe(200);
    const card = await call('/api/retail/attachpaymentmethod', {
      token,
      body: {
        number: '4242424242424242',
        customer: customer.json.id,
        cvc: '731',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 5,
        zipCode: '28001',
      },
    });
    expect(card.status, JSON.stringify(card.json)).toBe(200);
    const paid = await call('/api/retail/registerretailpayment', {
      token,
      body: { amount: 1, customer: customer.json.id, paymentMethodId: card.json.id },
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const { rows } = await database.pool.query<{ status: string; source: string }>(
      'select status, source from payments order by created_at desc limit 1',
    );
    expect(rows[0]).toEqual({ status: 'succeeded', source: 'retail' });

    expect((await call('/api/authentication/logoff', { method: 'PUT', token })).status).toBe(204);
    expect((await call('/api/user/me', { token })).status).toBe(401);
  }, 120_000);
});
