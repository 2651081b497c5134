import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/database.ts';

/** A check answers true when its part is up; one that throws or takes longer than 2 s counts as down. */
export type ReadinessCheck = () => boolean | Promise<boolean>;

interface Readiness {
  /** Adds a check that must pass before the instance is ready (e.g. `add('queue', () => boss.started)`). */
  add(name: string, check: ReadinessCheck): void;
  /** From now on the instance is stopping: not ready, whatever the checks say. */
  drain(): void;
  readonly draining: boolean;
  /** Whether anyone asked for readiness yet (a load balancer watching this instance). */
  readonly watched: boolean;
  /** Runs every check (together). */
  check(): Promise<{ ready: boolean; checks: Record<string, boolean> }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What /api/ready answers from; a part that must be up before traffic comes adds its check. */
    readiness: Readiness;
  }
}

const CHECK_TIMEOUT_MS = 2000;
const journal = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../db/migrations/meta/_journal.json',
);

/** Within the time limit, a check's answer; false if it throws or is late. */
async function settle(check: ReadinessCheck): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([Promise.resolve().then(check), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Every migration this build knows of is recorded in the database's migration table. Once true it stays
 * true (nothing un-migrates), so later checks cost nothing.
 */
function migrationsApplied(database: DatabaseHandle): ReadinessCheck {
  let applied = false;
  return async () => {
    if (applied) return true;
    const known = (JSON.parse(await readFile(journal, 'utf8')) as { entries: unknown[] }).entries.length;
    const result = await database.pool.query<{ count: string }>(
      'select count(*) as count from drizzle.__drizzle_migrations',
    );
    applied = Number(result.rows[0]?.count ?? 0) >= known;
    return applied;
  };
}

/**
 * `app.readiness`, with the app's own checks: the migrations ran, the database answers, and (when a
 * cache is on) the cache invalidation listener is live. Other parts add theirs (the job queue).
 */
export const readinessPlugin = fp(async (app) => {
  const { config, database } = app.deps;
  const checks = new Map<string, ReadinessCheck>();
  let draining = false;
  let watched = false;
  const readiness: Readiness = {
    add(name, check) {
      if (checks.has(name)) throw new Error(`readiness check "${name}" is already registered`);
      checks.set(name, check);
    },
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    get watched() {
      return watched;
    },
    async check() {
      watched = true;
      const names = [...checks.keys()];
      const results = await Promise.all([...checks.values()].map(settle));
      const answers = Object.fromEntries(names.map((name, i) => [name, results[i]!]));
      return { ready: !draining && results.every(Boolean), checks: answers };
    },
  };
  readiness.add('migrations', migrationsApplied(database));
  readiness.add('database', () => database.ping());
  const cachesOn = config.AUTH_CACHE_MS > 0 || config.TENANT_CACHE_MS > 0 || config.DATA_CACHE_MS > 0;
  if (cachesOn) readiness.add('cache-listener', () => app.cacheInvalidation.live);
  app.decorate('readiness', readiness);
  // Closing: not ready, even when close() comes without the shutdown signal (tests, a failed start).
  app.addHook('preClose', async () => readiness.drain());
});
