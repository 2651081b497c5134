import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { copyTemplateDatabase, testDatabaseKind } from './test-database.ts';

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const serverDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** How `npm start` runs the server: the bundle, with its tracing preload (scripts/prepare-start.mjs builds both). */
export const builtServer = [
  '--import',
  path.join(serverDir, 'dist/instrument.mjs'),
  path.join(serverDir, 'dist/server.mjs'),
];

export type ServerOptions = {
  /** Node's arguments: by default the bundle with its preload (`builtServer`, built by the global setup). */
  args?: string[];
  /** Called with each chunk the server writes to stdout (its log); otherwise stdout is dropped. */
  onStdout?: (chunk: string) => void;
};

/** Starts the server as its own process on `port` and resolves once /api/health answers. */
export async function startServer(
  port: number,
  env: Record<string, string>,
  options: ServerOptions = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, options.args ?? builtServer, {
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env, PORT: String(port) },
    stdio: ['ignore', options.onStdout ? 'pipe' : 'ignore', 'ignore'],
  });
  const { onStdout } = options;
  if (onStdout) child.stdout?.setEncoding('utf8').on('data', (chunk: string) => onStdout(chunk));
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

export async function stopServer(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** The embedded server's pid while it runs (from its lock file), else undefined. */
export async function embeddedServerPid(dataDir: string): Promise<number | undefined> {
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

export type FreshDatabase = {
  /** What the app needs to use it: DATA_DIR (embedded, on a fixed port) or DATABASE_URL. */
  env: Record<string, string>;
  dataDir?: string;
  /** The application database's URL, for a test to look at the rows (embedded: once the app started it). */
  url(): Promise<string>;
  cleanup(): Promise<void>;
};

/**
 * A database copied from the run's migrated template on the run's test server (global-setup.ts), for a
 * test that starts the server but not to see how it makes or runs its own PostgreSQL: no cluster to
 * initialise and no migrations to run, a few seconds less per process on two cores.
 */
export async function templateDatabase(): Promise<FreshDatabase> {
  const copy = await copyTemplateDatabase();
  return { env: { DATABASE_URL: copy.url }, url: async () => copy.url, cleanup: copy.drop };
}

/** A fresh database for one test: an empty DATA_DIR, or an empty database on TEST_POSTGRES_URL. */
export async function freshDatabase(): Promise<FreshDatabase> {
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
      url: async () => url.toString(),
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
  const port = await freePort();
  return {
    env: { DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(port) },
    dataDir,
    url: async () => {
      const password = (await readFile(path.join(dataDir, 'postgres.password'), 'utf8')).trim();
      return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/puente`;
    },
    cleanup: async () => {
      // A test that failed after a kill -9 may have left the embedded server running: stop it first.
      const pid = await embeddedServerPid(dataDir);
      if (pid) {
        process.kill(pid, 'SIGINT');
        for (let i = 0; i < 100 && (await embeddedServerPid(dataDir)); i++)
          await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
