/**
 * The billing day at scale: Puente (its server entry, as `npm start` runs it, on a fresh database) with
 * the demo school grown by `--accounts` copies of the demo student's account (its plan and its ledger),
 * then the hourly billing-day job sent through the app's own queue `--runs` times, one after the other.
 * Each run's time is the job's own (started to completed, as pg-boss records it), with the CPU that
 * Puente and PostgreSQL spent meanwhile. Every run after the first finds the day done: what each hour of
 * a school costs. Prints a table and writes bench/results/billing-day.json.
 *
 *   npm run bench:billing-day
 *   npm run bench:billing-day -- --accounts 20000 --runs 5
 *   npm run bench:billing-day -- --postgres postgres://postgres@127.0.0.1:5432/postgres
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { databaseEnv } from './bench-database.ts';
import { copyDemoStudents } from './cold-preparations.ts';
import { startCpuSplit } from './mix-cpu.ts';
import { freePort, startProcess, stopProcess } from './processes.ts';
import type { BenchDb } from './scenario-types.ts';

const { values: args } = parseArgs({
  options: {
    accounts: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '3' },
    postgres: { type: 'string', default: process.env.BENCH_POSTGRES_URL },
  },
});
const accounts = Number(args.accounts);
const runs = Number(args.runs);
const root = path.resolve(import.meta.dirname, '..');
/** The app's job of the billing day, and pg-boss's schema (apps/server/src/jobs, lib/job-queue). */
const JOB = 'billing.day';
const SCHEMA = 'pgboss';
/** Students copied per statement: each copy's rows are written by one insert per table. */
const COPY_BATCH = 5_000;

type Run = {
  run: number;
  ms: number;
  /** Of the job's time, per account. */
  usPerAccount: number;
  /** CPU seconds spent meanwhile, and the cores kept busy by anything else. */
  puenteCpuS: number;
  postgresCpuS: number;
  otherCores: number;
  /** How the job ended: completed, or failed. */
  state: string;
};

const prepared = spawnSync(process.execPath, [path.join(root, 'scripts/prepare-start.mjs'), '--server'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (prepared.status !== 0) throw new Error('scripts/prepare-start.mjs failed');

const database = await databaseEnv(args.postgres);
const port = await freePort();
const server = await startProcess(
  path.join(root, 'apps/server/dist/server.mjs'),
  root,
  { ...database.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
  `http://127.0.0.1:${port}/api/health`,
  [],
  // The demo start loads the dictionary after it listens: its writes would run under the first run.
  /"msg":"dictionary (imported|import failed)"/,
);
const client = new pg.Client({ connectionString: database.url() });
const boss = new PgBoss({
  connectionString: database.url(),
  schema: SCHEMA,
  supervise: false,
  schedule: false,
});
const results: Run[] = [];
try {
  await client.connect();
  const db: BenchDb = async (text, values) => (await client.query(text, values)).rows;
  process.stderr.write(`  ${accounts} accounts copied from the demo student's …\n`);
  for (let copied = 0; copied < accounts; copied += COPY_BATCH)
    await copyDemoStudents(db, Math.min(COPY_BATCH, accounts - copied), `billing${copied}`);
  await db('analyze');
  const [{ plans }] = (await db('select count(*)::int as plans from billing_plans')) as [{ plans: number }];
  await boss.start();
  for (let run = 1; run <= runs; run++) {
    // One billing day at a time: the one the start sent (or the last run) must have ended.
    await jobsEnded(db);
    process.stderr.write(`  billing day ${run} of ${runs} …\n`);
    const split = startCpuSplit({
      app: [server.pid!],
      generator: [],
      database: new URL(database.url()).pathname.slice(1),
    });
    const id = await boss.send(JOB, { tenantId: null });
    if (!id) throw new Error('the billing day was not queued');
    const job = await ended(db, id);
    const cpu = split.read();
    const ms = Math.round(job.ms);
    results.push({
      run,
      ms,
      usPerAccount: Math.round((job.ms * 1000) / plans),
      puenteCpuS: Math.round(cpu.app * cpu.seconds * 100) / 100,
      postgresCpuS: Math.round(cpu.postgres * cpu.seconds * 100) / 100,
      otherCores: cpu.others,
      state: job.state,
    });
  }
  console.log(
    `\nbilling day over ${plans} accounts (${database.label}; ${os.availableParallelism()} cores)\n`,
  );
  console.table(results);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/billing-day.json'),
    `${JSON.stringify({ at: new Date().toISOString(), accounts: plans, loadAverage: os.loadavg(), runs: results }, null, 2)}\n`,
  );
} finally {
  await boss.stop({ graceful: false }).catch(() => undefined);
  await client.end().catch(() => undefined);
  await stopProcess(server);
  await database.dispose();
}

/** Waits until no billing day is queued or running. */
async function jobsEnded(db: BenchDb) {
  for (let i = 0; i < 6_000; i++) {
    const [row] = await db(
      `select count(*)::int as n from ${SCHEMA}.job where name = $1 and state in ('created', 'retry', 'active')`,
      [JOB],
    );
    if (row?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('a billing day did not end within 10 minutes');
}

/** Waits for the job to end; answers its state and its time from started to completed. */
async function ended(db: BenchDb, id: string) {
  for (let i = 0; i < 6_000; i++) {
    const [row] = await db(
      `select state, extract(epoch from completed_on - started_on) * 1000 as ms from ${SCHEMA}.job
       where name = $1 and id = $2`,
      [JOB, id],
    );
    if (row?.state === 'completed' || row?.state === 'failed')
      return { state: String(row.state), ms: Number(row.ms) };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the billing day did not end within 5 minutes');
}
