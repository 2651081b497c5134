import pino from 'pino';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { createDatabase, type DatabaseHandle } from './db/database.ts';
import { openDatabase } from './db/open-database.ts';
import { registerJobs, sendStartJobs } from './jobs/register-jobs.ts';
import { systemClock } from './lib/clock.ts';
import { createDataCache } from './lib/data-cache.ts';
import { createPgBossQueue, type JobQueue } from './lib/job-queue/index.ts';
import { loggerOptions } from './lib/logger-options.ts';
import { createMailer } from './lib/mailer.ts';
import { createMetrics } from './lib/metrics.ts';
import { createSettingsCipher, loadSettingsKey } from './lib/settings-cipher.ts';
import { emitSandboxEvent } from './modules/billing/index.ts';
import { createPaymentProvider } from './modules/billing/provider/create-payment-provider.ts';
import type { SandboxEvent } from './modules/billing/provider/index.ts';
import { createPaymentProviders } from './modules/billing/provider/payment-providers.ts';
import { createMediaStorage } from './modules/media/storage/create-media-storage.ts';
import { secureTenantSecrets } from './modules/tenant-settings/secure-tenant-secrets.ts';
import { seedDemoIfEmpty } from './seed/seed-demo.ts';
import { seedDictionary } from './seed/seed-dictionary.ts';
import { shutdownTracing } from './telemetry/tracing-shutdown.ts';

/**
 * The server's log: the usual options, written to stdout without blocking, in blocks of 4 KB or every
 * 250 ms, whichever comes first (under load a system call per line was 7% of a request's CPU). Flushed
 * when the process exits.
 */
function serverLogger(config: Config) {
  return {
    ...loggerOptions(config),
    stream: pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 }),
  };
}

async function main() {
  const config = loadConfig();
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const database = await openDatabase(config, (error) =>
    app?.log.warn({ err: error }, 'database connection lost'),
  );

  // Reports read from a streaming replica when one is configured (decision 0090).
  const readDatabase: DatabaseHandle | undefined = config.DATABASE_READ_URL
    ? await createDatabase({
        url: config.DATABASE_READ_URL,
        poolSize: 5,
        onPoolError: (error) => app?.log.warn({ err: error }, 'read database connection lost'),
      })
    : undefined;

  // From here on a signal stops the job queue (no new job; the running ones finish), closes the HTTP
  // server, then the database (and the embedded server).
  let jobs: JobQueue | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, 'shutting down');
    // Drain: /api/ready answers 503 at once, so a load balancer stops sending requests here; the
    // listener closes after SHUTDOWN_GRACE_MS (when something watches readiness: no one else would
    // notice), and close() lets the requests in flight finish.
    if (app) {
      app.readiness.drain();
      if (app.readiness.watched)
        await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_GRACE_MS));
    }
    // The queue takes no new job; the running ones (a billing day at an account) finish first.
    await jobs?.stop();
    await app?.close();
    await readDatabase?.close();
    await database.close();
    await shutdownTracing();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await database.migrate();
    const settingsCipher = createSettingsCipher(await loadSettingsKey(config));
    const encrypted = await secureTenantSecrets(database.db, settingsCipher);
    if (config.SEED_DEMO) await seedDemoIfEmpty(database.db, systemClock);
    const metrics = createMetrics();
    // Background jobs on pg-boss in this database (decision 0122); started once the app listens.
    jobs = createPgBossQueue({
      pool: database.pool,
      pollingIntervalSeconds: config.JOB_POLL_SECONDS,
      onError: (error) => app?.log.error({ err: error }, 'job queue error'),
      onJobFailed: (name) => app?.metrics.queueFailures.inc({ queue: name }),
    });
    const mailer = createMailer({
      db: database.db,
      clock: systemClock,
      config,
      metrics,
      jobs,
      cipher: settingsCipher,
      onError: (error) => app?.log.error({ err: error }, 'mail delivery failed'),
    });
    // The sandbox sends its later events (a refund failing, a dispute) through the queue (decision 0137).
    const sandboxQueue = jobs;
    const emitSandbox = (event: SandboxEvent) =>
      emitSandboxEvent({ jobs: sandboxQueue, clock: systemClock }, event);
    const paymentProvider = createPaymentProvider(config, {
      db: database.db,
      clock: systemClock,
      emitSandboxEvent: emitSandbox,
    });
    const dataCache = createDataCache({ ttlMs: config.DATA_CACHE_MS });
    const paymentProviders = createPaymentProviders({
      config,
      db: database.db,
      clock: systemClock,
      cipher: settingsCipher,
      fallback: paymentProvider,
      dataCache,
      emitSandboxEvent: emitSandbox,
    });
    app = await buildApp(
      {
        config,
        database,
        db: database.db,
        ...(readDatabase ? { readDb: readDatabase.db } : {}),
        clock: systemClock,
        jobs,
        mailer,
        paymentProvider,
        paymentProviders,
        settingsCipher,
        dataCache,
        mediaStorage: createMediaStorage(config),
        metrics,
      },
      { logger: serverLogger(config) },
    );
    // Ready (decision 0127) once the queue runs; its depth and failures per job at each scrape.
    const queue = jobs;
    let queueStarted = false;
    app.readiness.add('queue', () => queueStarted);
    app.metrics.addCollector(async () => {
      for (const stat of await queue.stats()) {
        app?.metrics.queueJobs.set({ queue: stat.name, state: 'queued' }, stat.queued);
        app?.metrics.queueJobs.set({ queue: stat.name, state: 'active' }, stat.active);
        app?.metrics.queueJobs.set({ queue: stat.name, state: 'failed' }, stat.failed);
      }
    });
    for (const note of database.notes ?? []) app.log.info(note);
    if (encrypted > 0) app.log.info({ tenants: encrypted }, 'payment secret keys encrypted at rest');
    await app.listen({ port: config.PORT, host: config.HOST });
    registerJobs(app.deps, app.log);
    await jobs.start();
    queueStarted = true;
    await sendStartJobs(jobs);
  } catch (error) {
    // A signal while starting (the queue starts after the listener): what failed is the shutdown's doing,
    // and the shutdown closes everything and exits.
    if (closing) return;
    closing = true;
    await jobs?.stop().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
  // The dictionary is reference data the demo needs; it loads after the start (docs/decisions/0052-…).
  if (!closing && config.SEED_DEMO) void seedDictionary(database.db, app.log);
  app.log.info(`Puente on http://localhost:${config.PORT} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
