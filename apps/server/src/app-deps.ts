import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/database.ts';
import type { Clock } from './lib/clock.ts';

/** What the app is built from. Modules that need more (mail, payments) add fields here. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
