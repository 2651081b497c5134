import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
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

async function stopServer(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

const login = (username: string) =>
  fetch(`${base}/api/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Puente2026!' }),
  });

async function signIn(username: string): Promise<Record<string, string>> {
  const res = await login(username);
  expect(res.status).toBe(200);
  const { tokenId } = (await res.json()) as { tokenId: string };
  return { authorization: `Bearer ${tokenId}`, 'content-type': 'application/json' };
}

/** The embedded server's pid while it runs (from its lock file), else undefined. */
async function embeddedServerPid(dataDir: string): Promise<number | undefined> {
  const text = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(
    () => undefined,
  );
  const pid = text ? Number(text.split('\n')[0]) : undefined;
  if (!pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/** A fresh database for one test: an empty DATA_DIR, or an empty database on TEST_POSTGRES_URL. */
async function freshDatabase(): Promise<{
  env: Record<string, string>;
  dataDir?: string;
  cleanup(): Promise<void>;
}> {
  if (testDatabaseKind === 'postgres') {
    const adminUrl = process.env.TEST_POSTGRES_URL!;
    const name = `puente_start_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      cleanup: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'puente-start-'));
  // As root the embedded server runs as the user "postgres", which must reach the folder.
  await chmod(dir, 0o755);
  const dataDir = path.join(dir, 'nested', 'data');
  return { env: { DATA_DIR: dataDir }, dataDir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

describe(`npm start on ${testDatabaseKind}: migrations, demo data, restart`, () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.cleanup());

  it('creates the demo tenant and users on an empty database, and keeps data across a restart', async () => {
    const first = await startServer(database.env);
    let token: string;
    try {
      const tenant = await fetch(`${base}/api/tenant`).then((r) => r.json());
      expect(tenant).toMatchObject({ name: 'Puente Demo', defaultLocale: 'es' });
      const health = await fetch(`${base}/api/health`).then((r) => r.json());
      expect(health).toMatchObject({ database: { kind: testDatabaseKind, reachable: true } });
      const res = await login('estudiante@demo.puente.test');
      expect(res.status).toBe(200);
      token = ((await res.json()) as { tokenId: string }).tokenId;
    } finally {
      await stopServer(first);
    }
    // A clean stop takes the embedded server down with the app.
    if (database.dataDir) expect(await embeddedServerPid(database.dataDir)).toBeUndefined();

    const second = await startServer(database.env);
    try {
      // The session created before the restart is still valid: the data was kept, not re-seeded.
      const me = await fetch(`${base}/api/user/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { name: string }).name).toContain('Estefanía');
      expect((await login('admin@demo.puente.test')).status).toBe(200);
    } finally {
      await stopServer(second);
    }
    if (database.dataDir) expect(await embeddedServerPid(database.dataDir)).toBeUndefined();
  }, 180_000);
});

describe(`kill -9 of the app on ${testDatabaseKind} while it takes payments`, () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.cleanup());

  const balanceOf = async (headers: Record<string, string>) =>
    (
      (await fetch(`${base}/api/account/getmyaccount`, { headers }).then((r) => r.json())) as {
        balance: number;
      }
    ).balance;
  const pay = (headers: Record<string, string>, body: object, key: string) =>
    fetch(`${base}/api/retail/registerretailpayment`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': key },
      body: JSON.stringify(body),
    });

  it('keeps every acknowledged payment and starts again', async () => {
    const first = await startServer(database.env);
    let acknowledged: string[] = [];
    let balanceBefore: number;
    let body: { amount: number; customer: string; paymentMethodId: string };
    try {
      const headers = await signIn('estudiante@demo.puente.test');
      balanceBefore = await balanceOf(headers);
      const customer = (
        (await fetch(`${base}/api/retail/getstripecustomer`, { headers }).then((r) => r.json())) as {
          id: string;
        }
      ).id;
      const attached = await fetch(`${base}/api/retail/attachpaymentmethod`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          number: '4242424242424242',
          customer,
          cvc: '731',
          expMonth: 12,
          expYear: new Date().getUTCFullYear() + 5,
          zipCode: '28001',
        }),
      });
      expect(attached.status).toBe(200);
      body = { amount: 0.01, customer, paymentMethodId: ((await attached.json()) as { id: string }).id };

      // Four clients pay 0.01 each in a loop; the app is killed once 30 payments are acknowledged.
      let next = 0;
      let killed = false;
      const client = async () => {
        while (!killed) {
          const key = `crash-${next++}`;
          const res = await pay(headers, body, key).catch(() => undefined);
          if (!res) return;
          const result = (await res.json().catch(() => undefined)) as { status?: string } | undefined;
          if (res.status === 200 && result?.status === 'succeeded') acknowledged.push(key);
          if (acknowledged.length >= 30 && !killed) {
            killed = true;
            first.kill('SIGKILL');
          }
        }
      };
      await Promise.all([client(), client(), client(), client()]);
      acknowledged = [...acknowledged];
    } finally {
      await stopServer(first, 'SIGKILL');
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);
    // The embedded server outlived the app: the next start has to deal with it.
    if (database.dataDir) expect(await embeddedServerPid(database.dataDir)).toBeDefined();

    const second = await startServer(database.env);
    try {
      const headers = await signIn('estudiante@demo.puente.test');
      const balanceAfter = await balanceOf(headers);
      // Every acknowledged payment is in (payments in flight at the kill may be too).
      expect(Math.round((balanceBefore - balanceAfter) * 100)).toBeGreaterThanOrEqual(acknowledged.length);
      // Replaying an acknowledged key answers the stored payment: nothing is charged again.
      for (const key of acknowledged) {
        const res = await pay(headers, body, key);
        expect(res.status).toBe(200);
        expect(((await res.json()) as { status: string }).status).toBe('succeeded');
      }
      expect(await balanceOf(headers)).toBe(balanceAfter);
    } finally {
      await stopServer(second);
    }
    if (database.dataDir) expect(await embeddedServerPid(database.dataDir)).toBeUndefined();
  }, 240_000);
});
