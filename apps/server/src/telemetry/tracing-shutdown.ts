/**
 * The tracing preload and the server are separate bundles (dist/instrument.mjs, dist/server.mjs), so they
 * meet on a global: the preload leaves its flush-and-stop here, the server calls it before it exits.
 */
const key = Symbol.for('puente.tracing.shutdown');
type Holder = { [key]?: () => Promise<void> };

export function setTracingShutdown(shutdown: () => Promise<void>): void {
  (globalThis as Holder)[key] = shutdown;
}

/** Sends the spans still buffered and stops tracing; nothing when tracing is off. Never throws. */
export async function shutdownTracing(): Promise<void> {
  await (globalThis as Holder)[key]?.().catch(() => undefined);
}
