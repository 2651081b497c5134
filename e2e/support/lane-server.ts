/**
 * The app of one extra lane (support/lanes.ts), started by playwright.config.ts with the same settings
 * as the first lane's. Its database: an embedded PostgreSQL in its DATA_DIR, or, when E2E_DATABASE_URL
 * is set, a fresh database of its own on that server (dropped on the way out). SIGTERM stops both.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openFreshDatabase } from './fresh-database.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
// The built server (playwright.config.ts builds it when its sources changed).
const serverEntry = path.join(here, '../../apps/server/dist/server.mjs');
const shared = process.env.E2E_DATABASE_URL;
const database = shared ? await openFreshDatabase(shared, `lane${process.env.LANE}`) : undefined;
const app = spawn(process.execPath, [serverEntry], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, ...(database ? { DATABASE_URL: database.url } : {}) },
});
const exited = new Promise<number>((resolve) => app.once('exit', (code) => resolve(code ?? 0)));
const stop = () => {
  if (app.exitCode === null && app.signalCode === null) app.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
const code = await exited;
await database?.close();
process.exit(code);
