/**
 * The growth bench: do the hot reads and writes stay as fast when the school is big? It measures the hot
 * scenarios of bench/scenarios.ts (warm, then cold on Puente started again with its data cache off) on
 * the demo data, then generates a school of 100,000 students in the same throwaway database
 * (bench/growth-data.ts: 10 million exercise attempts, 2 million review cards, 1 million ledger entries,
 * 50,000 tutoring sessions), measures the same scenarios again with the same preparations, and checks the
 * plan of every statement each scenario runs on the big data (bench/growth-plans.ts). A scenario passes
 * when its p99 grew at most 1.5× and no plan reads a large table sequentially. Prints a table, writes
 * bench/results/growth.json, exits 1 when a scenario fails and 3 when the machine was busy (no verdict).
 *
 *   npm run bench:growth
 *   npm run bench:growth -- --only review-queue,review-queue-cold --seconds 5 --warmup 2
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { apiFor, signIn } from './bench-api.ts';
import { databaseEnv } from './bench-database.ts';
import { type GrowthStep, generateGrowth, schoolOf } from './growth-data.ts';
import {
  checkPlans,
  LARGE_TABLE_ROWS,
  logOffset,
  logPlans,
  type PlanCheck,
  tableRows,
} from './growth-plans.ts';
import { growthScenarios, HOT } from './growth-scenarios.ts';
import type { LoadRequest, LoadResult } from './load.ts';
import { BUSY_OTHER_CORES, BUSY_YARDSTICK_DRIFT, type OtherLoad, startLoadMeter } from './machine-load.ts';
import { children, freePort, startProcess, stopProcess } from './processes.ts';
import type { BenchDb, Scenario } from './scenario-types.ts';

/** The most a scenario's p99 may grow from the demo data to the big school. */
const MAX_GROWTH = 1.5;
/** autocannon's latencies are whole milliseconds: a p99 one millisecond up is within its resolution. */
const RESOLUTION_MS = 1;
/** Requests per scenario, one at a time, whose statements' plans are checked. */
const PLAN_REQUESTS = 5;

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '6' },
    warmup: { type: 'string', default: process.env.BENCH_WARMUP ?? '2' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '50' },
    postgres: { type: 'string', default: process.env.BENCH_POSTGRES_URL },
    /** With --postgres: that server's log file, where auto_explain writes the plans. */
    'postgres-log': { type: 'string' },
    /** A smaller school of the same shape (0.1: 10,000 students), for a quick look. */
    scale: { type: 'string', default: '1' },
  },
});
const GROWTH = schoolOf(Number(args.scale));
const seconds = Number(args.seconds);
const warmupSeconds = Number(args.warmup);
const connections = Number(args.connections);
const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'bench/results');
const only = args.only?.split(',').map((name) => name.trim()) ?? HOT;
const selected = only.map((name) => growthScenarios.find((s) => s.name === name));
if (selected.some((s) => !s)) {
  console.error(`unknown scenario; known: ${growthScenarios.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const chosen = selected as Scenario[];

type Measured = LoadResult & { machine: OtherLoad };
type Phase = 'demo' | 'grown';

function runLoad(request: Omit<LoadRequest, 'connections' | 'warmupSeconds' | 'seconds'>): Promise<Measured> {
  const full: LoadRequest = { ...request, connections, warmupSeconds, seconds };
  const meter = startLoadMeter(Boolean(args.postgres));
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'bench/load.ts'), JSON.stringify(full)],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    children.add(child);
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('exit', (code) => {
      children.delete(child);
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      resolve({ ...(JSON.parse(out.trim().split('\n').at(-1)!) as LoadResult), machine: meter.read() });
    });
  });
}

async function measureBare(): Promise<Measured> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const child = await startProcess('bench/bare-server.ts', root, { PORT: String(port) }, url);
  try {
    return await runLoad({ url, method: 'GET', headers: {} });
  } finally {
    await stopProcess(child);
  }
}

type Row = {
  scenario: string;
  cold: boolean;
  demo: Measured;
  grown: Measured;
  /** grown p99 / demo p99. */
  growth: number;
  plans?: PlanCheck;
  pass: boolean;
  notes: string[];
};

async function main() {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  log(
    `bench:growth: ${chosen.length} scenarios, ${connections} connections, ${warmupSeconds}s warm-up + ${seconds}s each, on the demo data and on a school of ${GROWTH.students.toLocaleString('en')} students\n  the machine at rest …`,
  );
  const atRest = startLoadMeter(Boolean(args.postgres));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rest = atRest.read();
  log('  bare fastify …');
  const bareBefore = await measureBare();

  const database = await databaseEnv(args.postgres);
  const planLog = args.postgres ? args['postgres-log'] : path.join(database.env.DATA_DIR!, 'postgres.log');
  const databaseName = () => new URL(database.url()).pathname.slice(1);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const prepared = spawnSync(process.execPath, [path.join(root, 'scripts/prepare-start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (prepared.status !== 0) throw new Error('scripts/prepare-start.mjs failed');

  let server: Awaited<ReturnType<typeof startProcess>> | undefined;
  let client: pg.Client | undefined;
  const db: BenchDb = async (text, values) => {
    if (!client) {
      client = new pg.Client({ connectionString: database.url() });
      await client.connect();
    }
    return (await client.query(text, values)).rows;
  };
  let first = true;
  const startPuente = async (cold: boolean) => {
    await client?.end().catch(() => undefined);
    client = undefined;
    if (server) await stopProcess(server);
    log(`  Puente${cold ? ', its data cache off (DATA_CACHE_MS=0)' : ''} …`);
    server = await startProcess(
      path.join(root, 'apps/server/dist/server.mjs'),
      root,
      {
        ...database.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        ...(cold ? { DATA_CACHE_MS: '0' } : {}),
      },
      `${base}/api/health`,
      [],
      // The first start imports the dictionary after it listens (decision 0052): waited for. Later starts
      // wait for the dictionary's in-process index (decision 0162): its load reads every shared entry once,
      // which is no statement of the scenario measured (nor its plans') first.
      first
        ? /"msg":"dictionary (imported|import failed)"/
        : /"msg":"dictionary search index (built|not built)"/,
    );
    first = false;
  };

  const tokens = new Map<string, string>();
  const headersFor = async (scenario: Scenario): Promise<Record<string, string>> => {
    if (!scenario.as) return {};
    if (!tokens.has(scenario.as)) tokens.set(scenario.as, await signIn(base, scenario.as));
    return { authorization: `Bearer ${tokens.get(scenario.as)}` };
  };
  // Each scenario is prepared once, on the demo data, and measured the same way on both.
  const ready = new Map<string, Scenario>();
  const results = new Map<string, Partial<Record<Phase, Measured>>>();

  const measure = async (listed: Scenario, phase: Phase) => {
    const headers = await headersFor(listed);
    let scenario = ready.get(listed.name);
    if (!scenario) {
      scenario = { ...listed, ...(await listed.prepare?.(apiFor(base, headers), db)) };
      ready.set(listed.name, scenario);
    }
    log(`  ${phase} ${scenario.name} …`);
    let cycleFile: string | undefined;
    if (scenario.cycle) {
      cycleFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'puente-bench-cycle-')), 'cycle.json');
      writeFileSync(cycleFile, JSON.stringify(scenario.cycle));
    }
    const result = await runLoad({
      url: `${base}${scenario.path}`,
      method: scenario.method ?? 'GET',
      headers: {
        ...headers,
        ...(scenario.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: scenario.body === undefined ? undefined : JSON.stringify(scenario.body),
      uniqueIdempotencyKey: scenario.uniqueIdempotencyKey,
      cycleFile,
    });
    if (cycleFile) rmSync(path.dirname(cycleFile), { recursive: true, force: true });
    results.set(scenario.name, { ...results.get(scenario.name), [phase]: result });
  };

  /** A few requests of the scenario, one at a time, as the load generator sends them. */
  const sendFew = async (name: string) => {
    const scenario = ready.get(name)!;
    const headers = await headersFor(scenario);
    for (let i = 0; i < PLAN_REQUESTS; i++) {
      const step = scenario.cycle?.[i];
      const res = await fetch(`${base}${step?.path ?? scenario.path}`, {
        method: scenario.method ?? 'GET',
        headers: {
          ...headers,
          ...(step?.token ? { authorization: `Bearer ${step.token}` } : {}),
          ...(scenario.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(scenario.uniqueIdempotencyKey ? { 'idempotency-key': crypto.randomUUID() } : {}),
        },
        body: scenario.body === undefined ? undefined : JSON.stringify(scenario.body),
      });
      await res.arrayBuffer();
    }
  };

  const warm = chosen.filter((s) => !s.cold);
  const cold = chosen.filter((s) => s.cold);
  const plans = new Map<string, PlanCheck>();
  let generation: { steps: GrowthStep[]; seconds: number; databaseBytes: number } | undefined;
  let rows = new Map<string, number>();
  try {
    for (const phase of ['demo', 'grown'] as const) {
      if (warm.length > 0) {
        await startPuente(false);
        for (const scenario of warm) await measure(scenario, phase);
      }
      if (cold.length > 0) {
        await startPuente(true);
        for (const scenario of cold) await measure(scenario, phase);
      }
      if (phase === 'demo') {
        if (warm.length > 0 && cold.length === 0) await startPuente(true);
        log(`  generating the school of ${GROWTH.students.toLocaleString('en')} students …`);
        const started = performance.now();
        const steps = await generateGrowth(GROWTH, db, 'admin@demo.puente.test', log);
        const [size] = await db('select pg_database_size(current_database())::bigint as bytes');
        generation = {
          steps,
          seconds: Math.round((performance.now() - started) / 1000),
          databaseBytes: Number(size?.bytes ?? 0),
        };
      }
    }
    if (planLog) {
      log('  the plans of each scenario (auto_explain, data cache off) …');
      await logPlans(db, databaseName(), true);
      await startPuente(true);
      // The log reaches its file through PostgreSQL's logger: the start's own statements (the dictionary
      // index's load of every shared entry) are let in before the first scenario's plans begin.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      rows = await tableRows(db);
      for (const scenario of chosen) {
        const offset = logOffset(planLog);
        await sendFew(scenario.name);
        // The server writes its log asynchronously: a moment for the last plans.
        await new Promise((resolve) => setTimeout(resolve, 500));
        plans.set(scenario.name, checkPlans(planLog, offset, rows));
      }
      await logPlans(db, databaseName(), false);
    }
  } finally {
    await client?.end().catch(() => undefined);
    if (server) await stopProcess(server);
    await database.dispose();
  }
  log('  bare fastify (again) …');
  const bareAfter = await measureBare();

  const table: Row[] = chosen.map((scenario) => {
    const { demo, grown } = results.get(scenario.name) as Record<Phase, Measured>;
    const growth = grown.p99 / Math.max(demo.p99, 1);
    const planCheck = plans.get(scenario.name);
    const notes = [
      ...[demo, grown].flatMap((r, i) => [
        r.non2xx > 0 ? `${r.non2xx} non-2xx (${i ? 'grown' : 'demo'})` : '',
        r.errors > 0 ? `${r.errors} errors or timeouts (${i ? 'grown' : 'demo'})` : '',
      ]),
      grown.p99 > Math.max(demo.p99 * MAX_GROWTH, demo.p99 + RESOLUTION_MS)
        ? `p99 grew more than ${MAX_GROWTH}×`
        : '',
      planCheck ? '' : 'plans not checked',
      ...(planCheck?.offences ?? []).map((o) => `${o.node} of ${o.rows.toLocaleString('en')}`),
      grown.cycle?.wrapped ? `each of ${grown.cycle.steps} distinct requests asked more than once` : '',
    ].filter(Boolean);
    const failing = notes.filter((note) => !note.startsWith('each of'));
    return {
      scenario: scenario.name,
      cold: Boolean(scenario.cold),
      demo,
      grown,
      growth,
      plans: planCheck,
      pass: failing.length === 0,
      notes,
    };
  });

  const cells = [
    ['scenario', 'demo p99', 'grown p99', 'growth', 'demo req/s', 'grown req/s', 'plans', 'others', 'result'],
    ...table.map((r) => [
      r.scenario,
      `${r.demo.p99} ms`,
      `${r.grown.p99} ms`,
      `${r.growth.toFixed(2)}×`,
      String(Math.round(r.demo.rps)),
      String(Math.round(r.grown.rps)),
      r.plans ? `${r.plans.statements} checked` : '—',
      `${Math.max(r.demo.machine.otherCores, r.grown.machine.otherCores).toFixed(2)} cores`,
      `${r.pass ? 'pass' : 'FAIL'}${r.notes.length > 0 ? ` (${r.notes.join('; ')})` : ''}`,
    ]),
  ];
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const printed = cells
    .map((row) =>
      row
        .map((cell, i) => (i === 0 || i >= 6 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join('  '),
    )
    .join('\n');
  const drift = Math.abs(bareBefore.rps - bareAfter.rps) / Math.max(bareBefore.rps, bareAfter.rps);
  const busyReasons = [
    rest.otherCores > BUSY_OTHER_CORES ? `${rest.otherCores} cores busy before the bench started` : '',
    ...table.flatMap((r) =>
      (['demo', 'grown'] as const)
        .filter((phase) => r[phase].machine.otherCores > BUSY_OTHER_CORES)
        .map((phase) => `${r[phase].machine.otherCores} cores of other work during ${r.scenario} (${phase})`),
    ),
    drift > BUSY_YARDSTICK_DRIFT ? `the yardstick moved ${Math.round(drift * 100)} % between its runs` : '',
  ].filter(Boolean);
  const verdict = busyReasons.length > 0 ? 'busy' : table.every((r) => r.pass) ? 'pass' : 'fail';
  console.log(
    `\n${printed}\n\ngenerated in ${generation?.seconds} s (${generation?.steps.map((s) => `${s.name} ${s.seconds} s`).join(', ')}); database ${Math.round((generation?.databaseBytes ?? 0) / 2 ** 20)} MB\nbare before/after: ${Math.round(bareBefore.rps)}/${Math.round(bareAfter.rps)} req/s; load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; ${os.cpus().length} cores`,
  );
  if (verdict === 'busy')
    console.log(
      `\nThe machine was busy (${busyReasons.join('; ')}): these figures are no verdict on Puente. Run again on a quiet machine.`,
    );

  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'growth.json'),
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        node: process.version,
        cores: os.cpus().length,
        loadAverage: os.loadavg(),
        verdict,
        busyReasons,
        atRest: rest,
        database: args.postgres ? 'postgres' : 'embedded',
        connections,
        warmupSeconds,
        seconds,
        targets: { maxGrowth: MAX_GROWTH, resolutionMs: RESOLUTION_MS, largeTableRows: LARGE_TABLE_ROWS },
        scale: Number(args.scale),
        school: GROWTH,
        generation,
        tables: Object.fromEntries(
          [...rows].filter(([, n]) => n > LARGE_TABLE_ROWS).sort((a, b) => b[1] - a[1]),
        ),
        bare: { before: bareBefore, after: bareAfter },
        rows: table,
      },
      null,
      2,
    )}\n`,
  );
  process.exitCode = verdict === 'busy' ? 3 : verdict === 'fail' ? 1 : 0;
}

await main();
