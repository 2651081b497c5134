import { spawnSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  builtServer,
  type FreshDatabase,
  freePort,
  startServer,
  stopServer,
  templateDatabase,
} from './server-process.ts';

/**
 * Traces as `npm start` sends them: the bundle with its preload, OTEL_EXPORTER_OTLP_ENDPOINT pointing at a
 * receiver in this process (OTLP over HTTP, JSON). A request's route span, its PostgreSQL spans and its
 * log line share one trace.
 */

type Attribute = { key: string; value: { stringValue?: string; intValue?: string | number } };
type Span = { traceId: string; spanId: string; name: string; kind: number; attributes: Attribute[] };
type TraceExport = {
  resourceSpans: {
    resource: { attributes: Attribute[] };
    scopeSpans: { scope: { name: string }; spans: Span[] }[];
  }[];
};

const attribute = (span: Span, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;

describe('tracing through OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set', () => {
  const spans: (Span & { scope: string; service?: string })[] = [];
  let receiver: http.Server;
  let database: FreshDatabase;
  let log = '';

  // The bundle and its preload: built by the global setup, as `npm start` builds them.
  beforeAll(async () => {
    receiver = http.createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        if (request.method === 'POST' && request.url === '/v1/traces') {
          expect(request.headers['content-type']).toMatch(/application\/json/);
          const payload = JSON.parse(body) as TraceExport;
          for (const resource of payload.resourceSpans) {
            const service = resource.resource.attributes.find((a) => a.key === 'service.name')?.value
              .stringValue;
            for (const scope of resource.scopeSpans)
              for (const span of scope.spans) spans.push({ ...span, scope: scope.scope.name, service });
          }
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    database = await templateDatabase();
  }, 120_000);
  afterAll(async () => {
    receiver?.closeAllConnections();
    await new Promise((resolve) => receiver?.close(resolve));
    await database?.cleanup();
  });

  it('sends a span for the route, its queries, and puts the trace id on the log line', async () => {
    const port = await freePort();
    const { port: receiverPort } = receiver.address() as AddressInfo;
    const app = await startServer(
      port,
      {
        ...database.env,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`,
        OTEL_SERVICE_NAME: 'puente-test',
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
      { args: builtServer, onStdout: (chunk) => (log += chunk) },
    );
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/tenant`, { headers: { host: 'localhost' } });
      await res.arrayBuffer();
      // The batch goes out within 100 ms; the spans of the request end before its answer.
      for (let i = 0; i < 100 && !spans.some((s) => attribute(s, 'http.route') === '/api/tenant'); i++)
        await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      // SIGTERM flushes what is left (and the log) before the process exits.
      await stopServer(app);
    }

    const routeSpan = spans.find((s) => attribute(s, 'http.route') === '/api/tenant');
    expect(routeSpan, JSON.stringify(spans.map((s) => [s.scope, s.name]))).toBeDefined();
    expect(routeSpan!.service).toBe('puente-test');
    const trace = spans.filter((s) => s.traceId === routeSpan!.traceId);
    expect(trace.map((s) => s.scope)).toEqual(
      expect.arrayContaining(['@opentelemetry/instrumentation-http', '@fastify/otel']),
    );
    const query = trace.find((s) => s.scope === '@opentelemetry/instrumentation-pg');
    expect(query, JSON.stringify(trace.map((s) => [s.scope, s.name]))).toBeDefined();
    expect(attribute(query!, 'db.system.name') ?? attribute(query!, 'db.system')).toBe('postgresql');
    // No probe spans: health checks would drown the traces.
    expect(spans.some((s) => attribute(s, 'http.route') === '/api/health')).toBe(false);

    const line = log
      .split('\n')
      .filter(Boolean)
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find(
        (entry) =>
          entry.msg === 'request completed' &&
          String(entry.req && (entry.req as { url: string }).url) === '/api/tenant',
      );
    expect(line, log).toBeDefined();
    expect(line!.trace_id).toBe(routeSpan!.traceId);
    expect(line!.span_id).toMatch(/^[0-9a-f]{16}$/);
  }, 180_000);

  it('loads nothing of OpenTelemetry without an endpoint', () => {
    // The API's global is set once an SDK starts; the preload leaves it unset without an endpoint.
    const probe = (env: Record<string, string>) =>
      spawnSync(
        process.execPath,
        [
          '--import',
          builtServer[1]!,
          '--input-type=module',
          '-e',
          "console.log(String(Boolean(globalThis[Symbol.for('opentelemetry.js.api.1')])))",
        ],
        { env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' },
      ).stdout.trim();
    expect(probe({})).toBe('false');
    expect(probe({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' })).toBe('true');
  });
});
