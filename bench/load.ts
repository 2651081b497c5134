/**
 * The load generator, run in its own process by run.ts: a warm-up, then the measured run.
 * Reads one LoadRequest as JSON from argv[2] and prints one LoadResult as JSON on stdout.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export type LoadRequest = {
  url: string;
  method: 'GET' | 'POST' | 'PUT';
  headers: Record<string, string>;
  body?: string;
  uniqueIdempotencyKey?: boolean;
  /**
   * A JSON file of `{ path, token? }` steps sent in turn (a cold variant): each request the next path,
   * signed in with its token when it has one. The warm-up starts the turn, the measured run goes on from there.
   */
  cycleFile?: string;
  connections: number;
  warmupSeconds: number;
  seconds: number;
};

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** With a cycle: its length, and whether the run (warm-up included) asked for more steps than it has. */
  cycle?: { steps: number; wrapped: boolean };
};

const request = JSON.parse(process.argv[2] ?? '{}') as LoadRequest;
const cycle = request.cycleFile
  ? (JSON.parse(readFileSync(request.cycleFile, 'utf8')) as { path: string; token?: string }[])
  : undefined;
let sent = 0;

async function run(request: LoadRequest, seconds: number) {
  return autocannon({
    url: request.url,
    connections: request.connections,
    duration: seconds,
    method: request.method,
    headers: request.headers,
    body: request.body,
    ...(cycle
      ? {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => {
                const step = cycle[sent++ % cycle.length]!;
                return {
                  ...req,
                  path: step.path,
                  headers: step.token
                    ? { ...request.headers, authorization: `Bearer ${step.token}` }
                    : request.headers,
                };
              },
            },
          ],
        }
      : {}),
    ...(request.uniqueIdempotencyKey
      ? {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => ({
                ...req,
                headers: { ...request.headers, 'idempotency-key': randomUUID() },
              }),
            },
          ],
        }
      : {}),
  });
}

if (request.warmupSeconds > 0) await run(request, request.warmupSeconds);
const result = await run(request, request.seconds);
const out: LoadResult = {
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
  ...(cycle ? { cycle: { steps: cycle.length, wrapped: sent > cycle.length } } : {}),
};
process.stdout.write(`${JSON.stringify(out)}\n`);
