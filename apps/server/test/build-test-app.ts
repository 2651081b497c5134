import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type App, buildApp } from '../src/app.ts';
import type { AppDeps } from '../src/app-deps.ts';
import { type Config, testConfig } from '../src/config.ts';
import { type Clock, systemClock } from '../src/lib/clock.ts';
import { createMailer } from '../src/lib/mailer.ts';
import { createTestDatabase } from './test-database.ts';

export const fixtureWebDist = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/web');

/** Tests sign in often from one address: high limits unless a test sets its own. */
const testRateLimits: Partial<Config> = {
  LOGIN_RATE_LIMIT: 1000,
  LOGIN_RATE_LIMIT_PER_IP: 1000,
  ONE_TIME_PASSWORD_RATE_LIMIT: 1000,
  ONE_TIME_PASSWORD_RATE_LIMIT_PER_IP: 1000,
};

export type TestApp = { app: App; deps: AppDeps; close(): Promise<void> };

/** The real app on a fresh copy of the migrated test database (PGlite or PostgreSQL, by TEST_DB). */
export async function buildTestApp(
  options: {
    config?: Partial<Config>;
    clock?: Clock;
    deps?: Partial<AppDeps>;
    /** Adds test-only routes or hooks before the app is ready. */
    extend?: (app: App) => void | Promise<void>;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig({ WEB_DIST: fixtureWebDist, ...testRateLimits, ...options.config });
  const clock = options.clock ?? systemClock;
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    clock,
    mailer: createMailer({ db: database.db, clock, config }),
    ...options.deps,
  };
  const app = await buildApp(deps);
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    deps,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
