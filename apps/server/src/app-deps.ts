import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/database.ts';
import type { Clock } from './lib/clock.ts';
import type { DataCache } from './lib/data-cache.ts';
import type { JobQueue } from './lib/job-queue/index.ts';
import type { Mailer } from './lib/mailer.ts';
import type { Metrics } from './lib/metrics.ts';
import type { SettingsCipher } from './lib/settings-cipher.ts';
import type { PaymentProvider, PaymentProviders } from './modules/billing/provider/index.ts';
import type { MediaStorage } from './modules/media/storage/media-storage.ts';

/** What the app is built from. Modules that need more (mail, payments) add fields here. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  /** Reports' reads: a pool on DATABASE_READ_URL (a streaming replica) when set; otherwise absent (they use db). */
  readDb?: Database;
  clock: Clock;
  /**
   * Background jobs (decision 0122): pg-boss on the database in the server, shared by every instance; the
   * inline runner (no database, no schedules) in tests unless a test builds a pg-boss queue.
   */
  jobs: JobQueue;
  /** Outbox-backed e-mail, delivered by a job of `jobs` (SMTP too when SMTP_URL is set). */
  mailer: Mailer;
  /** The server's configured provider: sandbox (default, persisted) or Stripe, by PAYMENT_PROVIDER. */
  paymentProvider: PaymentProvider;
  /** Each tenant's provider: the one its settings name, else `paymentProvider` (decision 0081). */
  paymentProviders: PaymentProviders;
  /** Encrypts the secrets tenants keep in their settings (SETTINGS_ENCRYPTION_KEY). */
  settingsCipher: SettingsCipher;
  /**
   * Signed-in reads kept in memory (decision 0020). A writer whose change must show on this instance's
   * very next request, whoever makes it, calls `dataCache.invalidate(…)` after its commit.
   */
  dataCache: DataCache;
  /** Uploaded media's bytes: files under DATA_DIR/media (default) or an S3 bucket, by MEDIA_STORAGE. */
  mediaStorage: MediaStorage;
  /** This instance's metrics registry and counters (GET /metrics; plugins/metrics.ts). */
  metrics: Metrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
