import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from './test-database.ts';

const serverEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/server.ts');
const port = 3600 + Math.floor(Math.random() * 300) + (testDatabaseKind === 'postgres' ? 300 : 0);
const base = `http://127.0.0.1:${port}`;

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const login = (username: string) =>
  fetch(`${base}/api/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Puente2026!' }),
  });

describe(`npm start on ${testDatabaseKind}: migrations, demo data, restart`, () => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (testDatabaseKind === 'postgres') {
      const adminUrl = process.env.TEST_POSTGRES_URL!;
      const name = `puente_start_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      env = { DATABASE_URL: url.toString() };
      cleanup = async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      };
    } else {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'puente-start-'));
      env = { DATA_DIR: path.join(dir, 'nested', 'data') };
      cleanup = () => rm(dir, { recursive: true, force: true });
    }
  });
  afterAll(() => cleanup());

  it('creates the demo tenant and users on an empty database, and keeps data across a restart', async () => {
    const first = await startServer(env);
    let token: string;
    try {
      const tenant = await fetch(`${base}/api/tenant`).then((r) => r.json());
      expect(tenant).toMatchObject({ name: 'Puente Demo', defaultLocale: 'es' });
      const res = await login('estudiante@demo.puente.test');
      expect(res.status).toBe(200);
      token = ((await res.json()) as { tokenId: string }).tokenId;
    } finally {
      await stopServer(first);
    }

    const second = await startServer(env);
    try {
      // The session created before the restart is still valid: the data was kept, not re-seeded.
      const me = await fetch(`${base}/api/user/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { name: string }).name).toContain('Estefanía');
      expect((await login('admin@demo.puente.test')).status).toBe(200);
    } finally {
      await stopServer(second);
    }
  }, 180_000);
});
