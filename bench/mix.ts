/**
 * The mixed load and the capacity it gives: simulated students (bench/mix-generator.ts: sign in, home,
 * a lesson, ten exercise checks, twenty review ratings, a dictionary search every minute, now and then a
 * payment, sign out, again; a think time between two actions) against one Puente instance, then two on
 * the same database, the students shared between them in turn. The number of students goes up (doubling,
 * then halving the gap) until the p99 of all requests passes the target or a request fails; each step
 * records the throughput, p50/p95/p99 by action, the failures, and where the CPU went (Puente,
 * PostgreSQL, the load generator, other work on the machine), measured from /proc. The answer: the
 * largest number of students within the target, and that number per core Puente and PostgreSQL used.
 * Writes bench/results/mix.json.
 *
 *   npm run bench:mix
 *   npm run bench:mix -- --instances 1 --start 200 --seconds 60 --steps 10
 *   npm run bench:mix -- --postgres postgres://postgres@127.0.0.1:5432/postgres   (the default server)
 */
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { databaseEnv } from './bench-database.ts';
import { BUSY_OTHER_CORES, startLoadMeter } from './machine-load.ts';
import { type CpuSplit, startCpuSplit } from './mix-cpu.ts';
import type { MixCommand, MixShared, MixWindow } from './mix-generator.ts';
import { copyStudents, DEMO_PASSWORD, sharedData } from './mix-preparation.ts';
import { children, freePort, startProcess, stopProcess } from './processes.ts';
import { type BenchApi, type BenchDb, student } from './scenario-types.ts';

const { values: args } = parseArgs({
  options: {
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    instances: { type: 'string', default: '1,2' },
    start: { type: 'string', default: '100' },
    steps: { type: 'string', default: '6' },
    warmup: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '25' },
    think: { type: 'string', default: '2-8' },
    'p99-ms': { type: 'string', default: '200' },
    'payment-chance': { type: 'string', default: '0.1' },
    'dictionary-every': { type: 'string', default: '60' },
    /** New students signing in per second while a step adds them (their first sign-ins spread out). */
    'sign-ins-per-second': { type: 'string', default: '25' },
    students: { type: 'string', default: '4000' },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'bench/results');
const [thinkMin, thinkMax] = args.think.split('-').map((n) => Number(n) * 1000) as [number, number];
const p99Target = Number(args['p99-ms']);
const maxStudents = Number(args.students);
const configs = args.instances.split(',').map(Number);

type Step = {
  students: number;
  window: MixWindow;
  cpu: CpuSplit;
  /**
   * What a student costs: the CPU time Puente and PostgreSQL spent per student-second, in ms. It holds
   * on a busy machine too (CPU time is counted, not waited for), where the latencies do not.
   */
  cpuMsPerStudentSecond: number;
  pass: boolean;
  why: string[];
};
type Run = { instances: number; steps: Step[]; capacity: Step | null };

function apiFor(base: string, token: string): BenchApi {
  return async <T>(method: 'GET' | 'POST' | 'PUT', urlPath: string, body?: unknown) => {
    const res = await fetch(`${base}${urlPath}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${urlPath} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
}

async function signIn(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { tokenId?: string };
  if (!res.ok || !body.tokenId) throw new Error(`could not sign in as ${username}`);
  return body.tokenId;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The load generator in its own process, answering `measure` over IPC. */
async function startGenerator(setup: MixCommand) {
  const child = fork(path.join(root, 'bench/mix-generator.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the load generator exited with ${code}`)));
  });
  child.send(setup);
  return {
    pid: child.pid!,
    target: (students: number, rampMs: number) =>
      child.send({ type: 'target', students, rampMs } satisfies MixCommand),
    measure: (ms: number) =>
      new Promise<MixWindow>((resolve) => {
        child.once('message', (message) => resolve(message as MixWindow));
        child.send({ type: 'measure', ms } satisfies MixCommand);
      }),
    async stop() {
      child.send({ type: 'stop' } satisfies MixCommand);
      await new Promise((resolve) => child.once('exit', resolve));
      children.delete(child);
    },
  };
}

function judge(window: MixWindow): string[] {
  return [
    window.all.p99 > p99Target ? `p99 ${window.all.p99} ms > ${p99Target} ms` : '',
    window.all.errors > 0 ? `${window.all.errors} failed requests` : '',
  ].filter(Boolean);
}

/** Steps the number of students up (doubling) until a step fails, then halves the gap between pass and fail. */
async function capacity(
  instances: ChildProcess[],
  bases: string[],
  shared: MixShared,
  emails: string[],
  database: string,
): Promise<Run> {
  const generator = await startGenerator({
    type: 'setup',
    shared,
    students: emails.map((email, i) => ({ base: bases[i % bases.length]!, email })),
    password: DEMO_PASSWORD,
    thinkMs: [thinkMin, thinkMax],
    paymentChance: Number(args['payment-chance']),
    dictionaryEveryMs: Number(args['dictionary-every']) * 1000,
  });
  const steps: Step[] = [];
  let pass = 0;
  let fail = Number.POSITIVE_INFINITY;
  let n = Number(args.start);
  let current = 0;
  try {
    for (let i = 0; i < Number(args.steps); i++) {
      const adding = Math.max(0, n - current);
      const rampMs = (adding / Number(args['sign-ins-per-second'])) * 1000;
      generator.target(n, rampMs);
      current = n;
      process.stderr.write(`  ${bases.length} instance(s), ${n} students …\n`);
      await sleep(rampMs + Number(args.warmup) * 1000);
      const meter = startCpuSplit({
        app: instances.map((child) => child.pid!),
        generator: [generator.pid],
        database,
      });
      const window = await generator.measure(Number(args.seconds) * 1000);
      const cpu = meter.read();
      const why = judge(window);
      const cpuMsPerStudentSecond = Math.round(((cpu.app + cpu.postgres) / n) * 1000 * 100) / 100;
      steps.push({ students: n, window, cpu, cpuMsPerStudentSecond, pass: why.length === 0, why });
      process.stderr.write(
        `    ${window.rps} req/s, p50 ${window.all.p50} p95 ${window.all.p95} p99 ${window.all.p99} ms, ${window.all.errors} failed; CPU app ${cpu.app} pg ${cpu.postgres} generator ${cpu.generator} others ${cpu.others} (${cpuMsPerStudentSecond} ms per student-second)${why.length ? ` — ${why.join(', ')}` : ''}\n`,
      );
      if (why.length === 0) pass = Math.max(pass, n);
      else fail = Math.min(fail, n);
      if (fail === Number.POSITIVE_INFINITY) n *= 2;
      else {
        const next = Math.round((pass + fail) / 2 / 10) * 10;
        if (fail - pass <= Math.max(20, pass * 0.1) || next <= pass || next >= fail) break;
        n = next;
      }
      if (n > maxStudents) break;
    }
  } finally {
    await generator.stop();
  }
  const best = steps.filter((step) => step.pass).sort((a, b) => b.students - a.students)[0] ?? null;
  return { instances: bases.length, steps, capacity: best };
}

async function main() {
  process.stderr.write(
    `bench:mix: think ${args.think} s, p99 ≤ ${p99Target} ms, ${args.seconds} s per step\n`,
  );
  // Two seconds with nothing of the bench running: whatever keeps the cores busy now is someone else's.
  const atRest = startLoadMeter(false);
  await sleep(2000);
  const rest = atRest.read();
  const prepared = spawnSync(process.execPath, [path.join(root, 'scripts/prepare-start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (prepared.status !== 0) throw new Error('scripts/prepare-start.mjs failed');
  const database = await databaseEnv(args.postgres);
  const databaseName = new URL(database.url()).pathname.slice(1);
  const startPuente = async (first: boolean) => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = await startProcess(
      path.join(root, 'apps/server/dist/server.mjs'),
      root,
      { ...database.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
      `${base}/api/health`,
      [],
      // The first start on the empty database imports the dictionary after it listens (decision 0052).
      first ? /"msg":"dictionary (imported|import failed)"/ : undefined,
    );
    return { child, base };
  };
  const runs: Run[] = [];
  let client: pg.Client | undefined;
  const started = [await startPuente(true)];
  try {
    client = new pg.Client({ connectionString: database.url() });
    await client.connect();
    const db: BenchDb = async (text, values) => (await client!.query(text, values)).rows;
    process.stderr.write(`  ${maxStudents} students copied from the demo student …\n`);
    const emails = await copyStudents(db, maxStudents);
    const base = started[0]!.base;
    const shared = await sharedData(apiFor(base, await signIn(base, student)), db);
    await client.end();
    client = undefined;
    for (const instances of configs) {
      while (started.length < instances) started.push(await startPuente(false));
      const using = started.slice(0, instances);
      runs.push(
        await capacity(
          using.map((s) => s.child),
          using.map((s) => s.base),
          shared,
          emails,
          databaseName,
        ),
      );
    }
  } finally {
    await client?.end().catch(() => undefined);
    for (const { child } of started) await stopProcess(child);
    await database.dispose();
  }
  report(runs, rest.otherCores);
}

/**
 * Prints and writes the capacity of each run. When other work kept more than BUSY_OTHER_CORES busy at
 * rest or during a step, the run is "busy": the figures describe a shared machine, not Puente's
 * capacity; it says so, records it and exits 3, as `npm run bench` does.
 */
function report(runs: Run[], restOthers: number) {
  const cores = os.cpus().length;
  const summary = runs.map((run) => {
    const best = run.capacity;
    const used = best ? best.cpu.app + best.cpu.postgres : 0;
    return {
      instances: run.instances,
      students: best?.students ?? 0,
      rps: best?.window.rps ?? 0,
      p99: best?.window.all.p99 ?? 0,
      cpu: best?.cpu ?? null,
      studentsPerCore: best && used > 0 ? Math.round(best.students / used) : null,
      /**
       * By CPU cost alone, measured at the step with the most students (the finest count of ticks): the
       * students one core of Puente + PostgreSQL would serve flat out, latency aside.
       */
      studentsPerCoreByCpu: Math.round(
        1000 / [...run.steps].sort((a, b) => b.students - a.students)[0]!.cpuMsPerStudentSecond,
      ),
      firstFailure: run.steps.find((step) => !step.pass && step.students > (best?.students ?? 0)) ?? null,
    };
  });
  for (const s of summary) {
    console.log(
      `\n${s.instances} instance(s): ${s.students} students within p99 ≤ ${p99Target} ms (${s.rps} req/s, p99 ${s.p99} ms)` +
        (s.cpu
          ? `; CPU: Puente ${s.cpu.app}, PostgreSQL ${s.cpu.postgres}, generator ${s.cpu.generator}, others ${s.cpu.others} cores; ${s.studentsPerCore} students per core of Puente + PostgreSQL`
          : '') +
        (s.firstFailure ? `; ${s.firstFailure.students} students: ${s.firstFailure.why.join(', ')}` : '') +
        `; by CPU cost, ${s.studentsPerCoreByCpu} students per core of Puente + PostgreSQL at full load`,
    );
  }
  const othersMax = Math.max(0, ...runs.flatMap((run) => run.steps.map((step) => step.cpu.others)));
  const busy = restOthers > BUSY_OTHER_CORES || othersMax > BUSY_OTHER_CORES;
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  console.log(
    `\nload average ${load}; ${cores} cores; other work: ${restOthers} cores at rest, up to ${othersMax} during a step`,
  );
  if (busy)
    console.log(
      '\nThe machine was busy with other work: these figures are a lower bound, not the capacity. Run again on a quiet machine.',
    );
  process.exitCode = busy ? 3 : 0;
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'mix.json'),
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        node: process.version,
        cores,
        loadAverage: os.loadavg(),
        verdict: busy ? 'busy' : 'measured',
        otherCoresAtRest: restOthers,
        otherCoresMax: othersMax,
        settings: { ...args, p99TargetMs: p99Target },
        summary,
        runs,
      },
      null,
      2,
    )}\n`,
  );
}

await main();
