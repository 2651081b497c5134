/**
 * The load generator, run in its own process by run.ts: a warm-up, then the measured run.
 * Reads one LoadRequest as JSON from argv[2] and prints one LoadResult as JSON on stdout.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

export type LoadRequest = {
  url: string;
  method: 'GET' | 'POST' | 'PUT';
  headers: Record<string, string>;
  body?: string;
  uniqueIdempotencyKey?: boolean;
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
};

async function run(request: LoadRequest, seconds: number) {
  return autocannon({
    url: request.url,
    connections: request.connections,
    duration: seconds,
    method: request.method,
    headers: request.headers,
    body: request.body,
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

const request = JSON.parse(process.argv[2] ?? '{}') as LoadRequest;
if (request.warmupSeconds > 0) await run(request, request.warmupSeconds);
const result = await run(request, request.seconds);
const out: LoadResult = {
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
};
process.stdout.write(`${JSON.stringify(out)}\n`);
