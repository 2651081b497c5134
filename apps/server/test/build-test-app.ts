import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type App, type BuildAppOptions, buildApp } from '../src/app.ts';
import type { AppDeps } from '../src/app-deps.ts';
import { type Config, testConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { AppError } from '../src/lib/app-error.ts';
import { type Clock, systemClock } from '../src/lib/clock.ts';
import { createDataCache } from '../src/lib/data-cache.ts';
import { createInlineQueue } from '../src/lib/job-queue/index.ts';
import { createMailer } from '../src/lib/mailer.ts';
import { createMetrics } from '../src/lib/metrics.ts';
import { createSettingsCipher, parseSettingsKey } from '../src/lib/settings-cipher.ts';
import { emitSandboxEvent } from '../src/modules/billing/index.ts';
import { createPaymentProvider } from '../src/modules/billing/provider/create-payment-provider.ts';
import type { SandboxEvent } from '../src/modules/billing/provider/index.ts';
import { createPaymentProviders } from '../src/modules/billing/provider/payment-providers.ts';
import { createMediaStorage } from '../src/modules/media/storage/create-media-storage.ts';
import { createTestDatabase } from './test-database.ts';

const fixtureWebDist = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/web');

/** Tests sign in often from one address: high limits unless a test sets its own. */
const testRateLimits: Partial<Config> = {
  LOGIN_RATE_LIMIT: 1000,
  LOGIN_RATE_LIMIT_PER_IP: 1000,
  ONE_TIME_PASSWORD_RATE_LIMIT: 1000,
  ONE_TIME_PASSWORD_RATE_LIMIT_PER_IP: 1000,
};

export type TestApp = {
  app: App;
  deps: AppDeps;
  /** The raw errors behind this app's answers of 500 and above, newest last: a failing helper prints them. */
  serverErrors: unknown[];
  close(): Promise<void>;
};

/** The real app on a fresh copy of the migrated test database (embedded PostgreSQL or the server at TEST_POSTGRES_URL, by TEST_DB). */
export async function buildTestApp(
  options: {
    config?: Partial<Config>;
    clock?: Clock;
    deps?: Partial<AppDeps>;
    /** Adds test-only routes or hooks before the app is ready. */
    extend?: (app: App) => void | Promise<void>;
    /** A logger (e.g. pino writing to memory) instead of the configured one. */
    logger?: BuildAppOptions['logger'];
    /** Called for every route as it is added. */
    onRoute?: BuildAppOptions['onRoute'];
    /** Another app's database: a second instance sharing it (close leaves it open). */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  // Uploaded media go to a folder of this app's own, removed on close (unless the test names one).
  const mediaDir = options.config?.MEDIA_DIR ? null : await mkdtemp(path.join(os.tmpdir(), 'puente-media-'));
  const config = testConfig({
    WEB_DIST: fixtureWebDist,
    ...testRateLimits,
    ...(mediaDir ? { MEDIA_DIR: mediaDir } : {}),
    ...options.config,
  });
  const clock = options.clock ?? systemClock;
  const settingsCipher =
    options.deps?.settingsCipher ??
    createSettingsCipher(parseSettingsKey(config.SETTINGS_ENCRYPTION_KEY ?? '')!);
  const dataCache = options.deps?.dataCache ?? createDataCache({ ttlMs: config.DATA_CACHE_MS });
  const metrics = options.deps?.metrics ?? createMetrics();
  // Jobs run in process at once unless the test brings a queue (a pg-boss one, to test the queue itself).
  const jobs = options.deps?.jobs ?? createInlineQueue();
  // The sandbox's later events go through the queue, signed, as in the server (decision 0137).
  const emitSandbox = (event: SandboxEvent) => emitSandboxEvent({ jobs, clock }, event);
  const paymentProvider =
    options.deps?.paymentProvider ??
    createPaymentProvider(config, { db: database.db, clock, emitSandboxEvent: emitSandbox });
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    clock,
    jobs,
    mailer: createMailer({ db: database.db, clock, config, metrics, jobs, cipher: settingsCipher }),
    paymentProvider,
    // Tenants that chose nothing pay through `paymentProvider` (a test's own, when it gives one).
    paymentProviders: createPaymentProviders({
      config,
      db: database.db,
      clock,
      cipher: settingsCipher,
      fallback: paymentProvider,
      dataCache,
      emitSandboxEvent: emitSandbox,
    }),
    settingsCipher,
    dataCache,
    mediaStorage: createMediaStorage(config),
    metrics,
    ...options.deps,
  };
  const app = await buildApp(deps, { logger: options.logger, onRoute: options.onRoute });
  await options.extend?.(app);
  const serverErrors: unknown[] = [];
  app.addHook('onError', async (_request, reply, error) => {
    // The logger is silent in tests; a helper that meets a 500 names its cause from here.
    const status = error instanceof AppError ? error.status : (error.statusCode ?? 500);
    if (status >= 500 || reply.statusCode >= 500) serverErrors.push(error);
  });
  await app.ready();
  return {
    app,
    deps,
    serverErrors,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
