import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, headlessShell } from './support/browsers';
import { currentLane, LANES, laneDataDir, lanePort } from './support/lanes';

// The apps run the built server (apps/server/dist, as `npm start` does): it starts with a third less CPU
// than the sources through tsx, and four start at once. Built here, once, when the sources changed.
// Only in the process that runs the specs: not in its workers, nor in tools that read this file (knip).
const runsSpecs = /playwright/.test(process.argv[1] ?? '') && process.argv.includes('test');
if (runsSpecs && process.env.TEST_WORKER_INDEX === undefined) {
  const build = spawnSync(
    process.execPath,
    [fileURLToPath(new URL('../scripts/prepare-start.mjs', import.meta.url))],
    {
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('building the web app and the server failed');
}

const port = Number(process.env.E2E_PORT ?? 3100);
// One fresh embedded PostgreSQL per run: the server initialises it in this empty folder.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'puente-e2e-'));
  // As root the embedded server runs as the user "postgres", which must reach the folder.
  chmodSync(process.env.E2E_DATA_DIR, 0o755);
}
const dataDir = process.env.E2E_DATA_DIR;
for (let lane = 1; lane < LANES; lane++) {
  mkdirSync(laneDataDir(dataDir, lane), { recursive: true });
  chmodSync(laneDataDir(dataDir, lane), 0o755);
}
// The two-instances project: a round-robin proxy on pairPort, its two apps on the next two ports.
const pairPort = port + 2;
process.env.PAIR_PORT = String(pairPort);

export default defineConfig({
  testDir: './specs',
  outputDir: './artifacts/results',
  fullyParallel: false,
  // One worker per lane (support/lanes.ts): a spec file runs whole on one worker, on that worker's own
  // app and database. E2E_WORKERS sets both; `--workers` must not exceed it.
  workers: LANES,
  retries: 0,
  // Generous: on a two-core machine both lanes, their apps and Chromium share the cores, and a spec that
  // takes 40 s alone can take twice that next to the other lane (a timeout is a failure, never a speed check).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: './artifacts/report', open: 'never' }],
    ...(process.env.PLAYWRIGHT_JSON
      ? ([['json', { outputFile: path.resolve('..', process.env.PLAYWRIGHT_JSON) }]] as const)
      : []),
  ],
  // The two-instances project comes first: its files queue first, so one worker works through them
  // (one at a time) while the other takes one-instance files, and neither waits at the end.
  projects: [
    {
      // The payment and session specs again, through a proxy that alternates between two apps on one
      // database, and the checks that only two instances can fail (specs/two-instances.spec.ts).
      name: 'two-instances',
      testMatch: /(auth-.*|payments-.*|two-instances)\.spec\.ts/,
      // The pair has one database: its specs run one at a time, next to a lane of the other project.
      workers: 1,
      use: { baseURL: `http://localhost:${pairPort}` },
    },
    { name: 'one-instance', testIgnore: /two-instances\.spec\.ts/ },
  ],
  use: {
    // This config is loaded again in every worker, where TEST_PARALLEL_INDEX names the worker's lane.
    baseURL: `http://localhost:${lanePort(port, currentLane())}`,
    // No step waits without end: a click on a button that never enables, or a wait for a row that never
    // comes, fails at its own line and names what it waited for, instead of running the spec into its
    // timeout with no step named (seen once in CI: "Test timeout of 120000ms exceeded" and nothing else).
    // Generous, as the spec timeout is: on two loaded cores a step can take ten times what it takes alone.
    actionTimeout: 45_000,
    navigationTimeout: 60_000,
    screenshot: 'only-on-failure',
    // A trace records every action's DOM and screen: on two cores it made whole specs time out under load.
    // E2E_TRACE=retain-on-failure records them again (a failure keeps its screenshot either way).
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    locale: 'es-ES',
    // Chromium's headless shell; the media specs the full browser (support/browsers.ts).
    launchOptions: { executablePath: headlessShell, args: chromiumArgs },
  },
  webServer: [
    ...Array.from({ length: LANES }, (_, lane) => ({
      command:
        lane === 0 ? 'node ../apps/server/dist/server.mjs' : 'node --import tsx support/lane-server.ts',
      url: `http://localhost:${lanePort(port, lane)}/api/health`,
      // The lanes and the pair migrate and seed at the same moment.
      timeout: 180_000,
      reuseExistingServer: false,
      // SIGTERM lets the app close and stop its embedded PostgreSQL (a SIGKILL would leave it running).
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: appEnv(lane),
    })),
    {
      command: 'node --import tsx support/two-instances.ts',
      url: `http://localhost:${pairPort}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PAIR_PORT: String(pairPort), PAIR_DATA_DIR: path.join(process.env.E2E_DATA_DIR, 'pair') },
    },
  ],
});

/** The first lane's app gets E2E_DATABASE_URL as is; the others make their own database next to it. */
function appEnv(lane: number): Record<string, string> {
  const dir = laneDataDir(dataDir, lane);
  return {
    PORT: String(lanePort(port, lane)),
    DATA_DIR: dir,
    // Mails as sent (one-time passwords included; the outbox masks them), for the specs to read.
    MAIL_DROP_DIR: path.join(dir, 'mail'),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Every spec signs in from the same address: only the per-username limits should trip, and the
    // shared demo users sign in more often in one run than a person would in five minutes.
    LOGIN_RATE_LIMIT: '30',
    LOGIN_RATE_LIMIT_PER_IP: '10000',
    ONE_TIME_PASSWORD_RATE_LIMIT_PER_IP: '10000',
    // The demo master user invites guests in several specs (and their retries) within the hour.
    MAIL_RATE_LIMIT_PER_ACCOUNT: '100',
    ...(lane > 0 ? { LANE: String(lane) } : {}),
    ...(lane === 0 && process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
  };
}
