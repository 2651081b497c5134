/**
 * Two app processes on one database behind a round-robin proxy (support/round-robin.ts), for the
 * `two-instances` project: each request goes to the other ready app than the one before it (the
 * `x-upstream` answer header names the app's port). Both apps start at the same moment on an empty database, so both migrate, seed and run the
 * billing day at once. The database is a fresh one on E2E_DATABASE_URL's server when that is set, else
 * an embedded PostgreSQL in PAIR_DATA_DIR. Run by playwright.config.ts; SIGTERM stops everything.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres.ts';
import { openFreshDatabase } from './fresh-database.ts';
import { roundRobin } from './round-robin.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
// The built server (playwright.config.ts builds it when its sources changed).
const serverEntry = path.join(here, '../../apps/server/dist/server.mjs');
const proxyPort = Number(process.env.PAIR_PORT);
const appPorts = [proxyPort + 1, proxyPort + 2];
const dataDir = process.env.PAIR_DATA_DIR!;

/** The pair's own database: never the single app's, whose specs change the same demo users. */
async function openPairDatabase(): Promise<{ url: string; close(): Promise<void> }> {
  const shared = process.env.E2E_DATABASE_URL;
  if (!shared) {
    const server = await startEmbeddedPostgres({ dataDir });
    return { url: server.url, close: () => server.stop() };
  }
  return openFreshDatabase(shared, 'pair');
}

function startApp(port: number, databaseUrl: string): ChildProcess {
  return spawn(process.execPath, [serverEntry], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      // One folder for both, as instances on one machine share it: both make the settings' key at once.
      DATA_DIR: path.join(dataDir, 'app'),
      MAIL_DROP_DIR: path.join(dataDir, 'mail'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The proxy watches /api/ready: a stopping app leaves it within a poll, so a short drain will do.
      SHUTDOWN_GRACE_MS: '500',
      LOGIN_RATE_LIMIT: '30',
      LOGIN_RATE_LIMIT_PER_IP: '10000',
      ONE_TIME_PASSWORD_RATE_LIMIT_PER_IP: '10000',
    },
  });
}

/** Resolves once the app answers /api/ready with 200 (the proxy sends requests only to ready apps). */
async function ready(port: number, app: ChildProcess) {
  for (let i = 0; i < 480; i++) {
    if (app.exitCode !== null) throw new Error(`the app on port ${port} exited with ${app.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app on port ${port} did not start`);
}

const database = await openPairDatabase();
const apps = appPorts.map((port) => startApp(port, database.url));
const proxy = roundRobin(appPorts);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void (async () => {
    proxy.close();
    await Promise.all(
      apps.map(async (app) => {
        if (app.exitCode !== null || app.signalCode !== null) return;
        const exited = new Promise((resolve) => app.once('exit', resolve));
        app.kill('SIGTERM');
        await exited;
      }),
    );
    await database.close();
    process.exit(0);
  })();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
try {
  await Promise.all(appPorts.map((port, i) => ready(port, apps[i]!)));
} catch (error) {
  console.error(error);
  stop();
}
proxy.listen(proxyPort);
