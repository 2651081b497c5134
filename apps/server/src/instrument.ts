/**
 * The server's preload (`node --import ./apps/server/dist/instrument.mjs`, `tsx --import ./src/instrument.ts`):
 * with OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) set it starts tracing before
 * the server's modules load, so fastify, pg and pino are patched as they are imported. Unset, it loads
 * nothing: the OpenTelemetry packages are imported only here, dynamically.
 */
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) {
  const { startTracing } = await import('./telemetry/start-tracing.ts');
  startTracing();
}

// A module (for the top-level await), with nothing to export.
export {};
