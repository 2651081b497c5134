/**
 * What one of Puente's background jobs costs at scale: Puente (its server entry, as `npm start` runs it,
 * on a fresh database) with the demo school grown by the bench's `grow`, then the job sent through the
 * app's own queue `runs` times, one after the other. Each run's time is the job's own (started to
 * completed, as pg-boss records it), with the CPU that Puente and PostgreSQL spent meanwhile and the
 * longest a health check waited for an answer (what the job's work in process kept every request
 * waiting). Prints a table and writes bench/results/<name>.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { databaseEnv } from './bench-database.ts';
import { startCpuSplit } from './mix-cpu.ts';
import { freePort, startProcess, stopProcess } from './processes.ts';
import type { BenchDb } from './scenario-types.ts';

/** pg-boss's schema (apps/server/src/lib/job-queue). */
const SCHEMA = 'pgboss';

export type JobBench = {
  /** The results file's name, and the table's title. */
  name: string;
  /** The app's job (apps/server/src/jobs/register-jobs.ts) and what it is sent with. */
  job: string;
  data: object;
  runs: number;
  postgresUrl: string | undefined;
  /** Grows the demo school; answers how many items (accounts, students) the job goes over. */
  grow: (db: BenchDb) => Promise<number>;
  /** What each item is called in the table (accounts, students). */
  items: string;
  /** Puente writes a CPU profile to bench/results/profiles/ when it stops. */
  profile?: boolean;
  /** Figures of the data read after each run (rows left, a table's size), added to the run's row. */
  measure?: (db: BenchDb) => Promise<Record<string, number>>;
};

type Run = {
  run: number;
  ms: number;
  /** Of the job's time, per item. */
  usPerItem: number;
  /** CPU seconds spent meanwhile, and the cores kept busy by anything else. */
  puenteCpuS: number;
  postgresCpuS: number;
  otherCores: number;
  /** The longest a health check (one every 20 ms) waited for its answer during the run. */
  longestHealthMs: number;
  [figure: string]: number | string;
  /** How the job ended: completed, or failed. */
  state: string;
};

/**
 * The command line every background-job bench takes: `--<size>` (how far the school grows), `--runs`,
 * `--postgres <url>` (a throwaway database of that server instead of the embedded one) and `--profile`.
 */
export function jobBenchArgs(size: string, defaultSize: number) {
  const { values } = parseArgs({
    options: {
      [size]: { type: 'string', default: String(defaultSize) },
      runs: { type: 'string', default: '3' },
      postgres: { type: 'string', default: process.env.BENCH_POSTGRES_URL },
      profile: { type: 'boolean', default: false },
    },
  });
  return {
    size: Number(values[size]),
    runs: Number(values.runs),
    postgresUrl: values.postgres as string | undefined,
    profile: values.profile === true,
  };
}

export async function benchBackgroundJob(bench: JobBench): Promise<void> {
  const root = path.resolve(import.meta.dirname, '..');
  const prepared = spawnSync(process.execPath, [path.join(root, 'scripts/prepare-start.mjs'), '--server'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (prepared.status !== 0) throw new Error('scripts/prepare-start.mjs failed');

  const profileDir = path.join(root, 'bench/results/profiles');
  if (bench.profile) mkdirSync(profileDir, { recursive: true });
  const database = await databaseEnv(bench.postgresUrl);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    path.join(root, 'apps/server/dist/server.mjs'),
    root,
    { ...database.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    `${base}/api/health`,
    bench.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
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
    const items = await bench.grow(db);
    await db('analyze');
    const before = await bench.measure?.(db);
    await boss.start();
    for (let run = 1; run <= bench.runs; run++) {
      // One job at a time: the one the start or its schedule sent (or the last run) must have ended.
      await jobsEnded(db, bench.job);
      process.stderr.write(`  ${bench.name} ${run} of ${bench.runs} …\n`);
      const split = startCpuSplit({
        app: [server.pid!],
        generator: [],
        database: new URL(database.url()).pathname.slice(1),
      });
      const health = probeHealth(base);
      const id = await boss.send(bench.job, bench.data);
      if (!id) throw new Error(`${bench.job} was not queued`);
      const job = await ended(db, bench.job, id);
      const cpu = split.read();
      const longestHealthMs = await health.stop();
      results.push({
        run,
        ms: Math.round(job.ms),
        usPerItem: Math.round((job.ms * 1000) / items),
        puenteCpuS: Math.round(cpu.app * cpu.seconds * 100) / 100,
        postgresCpuS: Math.round(cpu.postgres * cpu.seconds * 100) / 100,
        otherCores: cpu.others,
        longestHealthMs,
        state: job.state,
        ...(await bench.measure?.(db)),
      });
    }
    console.log(
      `\n${bench.name} over ${items} ${bench.items} (${database.label}; ${os.availableParallelism()} cores)\n`,
    );
    if (before) console.log('before the first run:', before);
    console.table(results);
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, `bench/results/${bench.name}.json`),
      `${JSON.stringify({ at: new Date().toISOString(), [bench.items]: items, loadAverage: os.loadavg(), before, runs: results }, null, 2)}\n`,
    );
  } finally {
    await boss.stop({ graceful: false }).catch(() => undefined);
    await client.end().catch(() => undefined);
    await stopProcess(server);
    await database.dispose();
  }
}

/** Asks /api/health every 20 ms, one at a time, until stopped: answers the longest wait. */
function probeHealth(base: string) {
  let longest = 0;
  let stopped = false;
  const probing = (async () => {
    while (!stopped) {
      const started = performance.now();
      await fetch(`${base}/api/health`).then((res) => res.arrayBuffer());
      longest = Math.max(longest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await probing;
      return Math.round(longest);
    },
  };
}

/** Waits until no such job is queued or running. */
async function jobsEnded(db: BenchDb, job: string) {
  for (let i = 0; i < 6_000; i++) {
    const [row] = await db(
      `select count(*)::int as n from ${SCHEMA}.job where name = $1 and state in ('created', 'retry', 'active')`,
      [job],
    );
    if (row?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`a ${job} job did not end within 10 minutes`);
}

/** Waits for the job to end; answers its state and its time from started to completed. */
async function ended(db: BenchDb, job: string, id: string) {
  for (let i = 0; i < 6_000; i++) {
    const [row] = await db(
      `select state, extract(epoch from completed_on - started_on) * 1000 as ms from ${SCHEMA}.job
       where name = $1 and id = $2`,
      [job, id],
    );
    if (row?.state === 'completed' || row?.state === 'failed')
      return { state: String(row.state), ms: Number(row.ms) };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the ${job} job did not end within 5 minutes`);
}
