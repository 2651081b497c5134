import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { PinoInstrumentation } from '@opentelemetry/instrumentation-pino';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { setTracingShutdown } from './tracing-shutdown.ts';

/** Paths whose spans are noise: probes and scrapes. */
const QUIET_PATHS = new Set(['/api/health', '/api/ready', '/metrics']);

/**
 * OpenTelemetry traces, sent as OTLP (HTTP, JSON) to OTEL_EXPORTER_OTLP_ENDPOINT (`/v1/traces` is added)
 * or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: a span per HTTP request (instrumentation-http), per Fastify
 * route and hook (@fastify/otel, registered on every Fastify instance as it is created) and per
 * PostgreSQL query (instrumentation-pg); pino's lines carry trace_id and span_id while a span is active.
 * Must run before fastify, pg and pino are imported: the preload (instrument.ts) calls it.
 */
export function startTracing(): void {
  // ES modules (pg and pino as the server imports them) are patched through this loader hook;
  // what is required (fastify's own require of node:http, pg-pool) through require-in-the-middle.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  // Only traces: metrics are Prometheus' (GET /metrics), logs stay pino's lines.
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'puente',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => QUIET_PATHS.has(request.url?.split('?')[0] ?? ''),
      }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: (route) => QUIET_PATHS.has(route.url),
      }),
      // Statement text only (no values): the parameters may be personal data or secrets.
      new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
      new PinoInstrumentation({ disableLogSending: true }),
    ],
  });
  sdk.start();
  setTracingShutdown(() => sdk.shutdown());
}
