/**
 * Starts Puente on the embedded database and on PostgreSQL, loads each scenario with autocannon and
 * prints requests/s and p99 latency beside a bare Fastify hello-world measured in the same run.
 * The ratio is what matters: absolute numbers depend on the machine.
 *   npm run bench                      (BENCH_SECONDS=5, BENCH_CONNECTIONS=10, BENCH_POSTGRES_URL=…)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { type BenchApi, type Scenario, scenarios } from './scenarios.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(import.meta.dirname, '..');

type Result = { target: string; scenario: string; rps: number; p99: number };

async function load(
  url: string,
  scenario: Pick<Scenario, 'method' | 'body' | 'uniqueIdempotencyKey'>,
  headers: Record<string, string> = {},
) {
  const allHeaders = { 'content-type': 'application/json', ...headers };
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method: scenario.method ?? 'GET',
    headers: allHeaders,
    body: scenario.body === undefined ? undefined : JSON.stringify(scenario.body),
    ...(scenario.uniqueIdempotencyKey
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                headers: { ...allHeaders, 'idempotency-key': randomUUID() },
              }),
            },
          ],
        }
      : {}),
  });
  if (result.non2xx > 0) console.warn(`  ! ${url}: ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function helloWorld(): Promise<Result> {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const { rps, p99 } = await load(address, {});
  await app.close();
  return { target: 'bare fastify', scenario: 'hello world', rps, p99 };
}

async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  // Node itself (not npx), so killing the child stops the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error(`server on :${port} did not start`);
}

async function signIn(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Puente2026!' }),
  });
  const body = (await res.json()) as { tokenId?: string };
  if (!res.ok || !body.tokenId) throw new Error(`could not sign in as ${username}`);
  return body.tokenId;
}

function apiFor(base: string, headers: Record<string, string>): BenchApi {
  return async <T>(method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}`);
    return (await res.json()) as T;
  };
}

async function benchTarget(target: string, port: number, env: Record<string, string>): Promise<Result[]> {
  const server = await startServer(port, env);
  children.add(server);
  const base = `http://127.0.0.1:${port}`;
  const results: Result[] = [];
  try {
    for (const listed of scenarios) {
      const headers: Record<string, string> = listed.as
        ? { authorization: `Bearer ${await signIn(base, listed.as)}` }
        : {};
      const scenario = { ...listed, ...(await listed.prepare?.(apiFor(base, headers))) };
      const { rps, p99 } = await load(`${base}${scenario.path}`, scenario, headers);
      results.push({ target, scenario: scenario.name, rps, p99 });
    }
  } finally {
    server.kill('SIGTERM');
  }
  return results;
}

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

async function main() {
  const results: Result[] = [await helloWorld()];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'puente-bench-'));
  try {
    results.push(...(await benchTarget('embedded (PGlite)', 3411, { DATA_DIR: dataDir })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  const database = `puente_bench_${process.pid}`;
  try {
    await admin.connect();
    await admin.query(`create database ${database}`);
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${database}`;
    results.push(...(await benchTarget('PostgreSQL', 3412, { DATABASE_URL: url.toString() })));
  } catch (error) {
    console.warn(`PostgreSQL skipped: ${(error as Error).message}`);
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
  }
  const baseline = results[0]!.rps;
  console.log(`\n${seconds}s per scenario, ${connections} connections\n`);
  console.table(
    results.map((r) => ({
      target: r.target,
      scenario: r.scenario,
      'req/s': Math.round(r.rps),
      'p99 ms': r.p99,
      'vs hello world': `${((r.rps / baseline) * 100).toFixed(1)}%`,
    })),
  );
}

await main();
