import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The query API every module uses. */
export type Database = NodePgDatabase<typeof schema>;
/** A transaction handle, usable wherever a Database is. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

/** `embedded`: the PostgreSQL server the app runs itself in DATA_DIR; `postgres`: one at DATABASE_URL. */
type DatabaseKind = 'embedded' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  pool: pg.Pool;
  /** Clients checked out of the pool so far, and the time spent waiting for them (the metrics read it). */
  checkouts?: PoolCheckouts;
  /** Lines for the start-up log (the embedded server's port, a recovery, …). */
  notes?: string[];
};

export type DatabaseOptions = {
  url: string;
  kind?: DatabaseKind;
  poolSize?: number;
  onPoolError?: (error: Error) => void;
};

const MIGRATION_LOCK_KEY = 7_202_611;

/** A pool on a PostgreSQL URL, with drizzle on top and migrations under an advisory lock. */
export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  // JIT compilation off: it costs 100–200 ms to compile a plan and pays off only on long analytical
  // queries, which the app does not run (the reports read small roll-ups; decision 0090).
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    options: '-c jit=off',
  });
  // A dropped or killed connection costs one request, never the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  // The pool listens only to idle clients: one that dies while checked out emits 'error' on itself,
  // which without a listener would end the process. The query in flight fails; the pool drops it.
  pool.on('connect', (client) => client.on('error', (error) => options.onPoolError?.(error)));
  const checkouts = timeCheckouts(pool);
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  db.transaction = transactionOnOwnClient(pool);
  return {
    db,
    kind: options.kind ?? 'postgres',
    pool,
    checkouts,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    ping: sharedPing(pool),
    close: () => pool.end(),
  };
}

type PoolCheckouts = { readonly acquired: number; readonly waitedMs: number };

type Connect = (
  callback: (error: Error | undefined, client: pg.PoolClient, release: () => void) => void,
) => void;

/**
 * Counts the pool's checkouts and sums the time each waited for its client (an idle one: next to
 * nothing; a new connection or a full pool: the wait). Every query goes through `connect`, so this is two
 * clock reads and two additions per query.
 */
function timeCheckouts(pool: pg.Pool): PoolCheckouts {
  const counts = { acquired: 0, waitedMs: 0 };
  const connect = pool.connect.bind(pool) as unknown as Connect & (() => Promise<pg.PoolClient>);
  const timed = (callback?: Parameters<Connect>[0]) => {
    const start = performance.now();
    if (callback) {
      connect((error, client, release) => {
        counts.acquired++;
        counts.waitedMs += performance.now() - start;
        callback(error, client, release);
      });
      return undefined;
    }
    return connect().then((client) => {
      counts.acquired++;
      counts.waitedMs += performance.now() - start;
      return client;
    });
  };
  pool.connect = timed as pg.Pool['connect'];
  return counts;
}

/**
 * drizzle's pool transaction sends BEGIN before its try/finally, so a connection killed at BEGIN is
 * never released and the pool runs dry. Here the client is checked out and released around the
 * transaction, and a client whose connection died is discarded instead of returned to the pool.
 */
function transactionOnOwnClient(pool: pg.Pool): Database['transaction'] {
  return async (run, config) => {
    const client = await pool.connect();
    try {
      const result = await drizzlePg(client, { schema, casing: 'snake_case' }).transaction(run, config);
      client.release();
      return result;
    } catch (error) {
      const dead = (client as unknown as { _queryable?: boolean })._queryable === false;
      client.release(dead ? (error as Error) : undefined);
      throw error;
    }
  };
}

/**
 * One simple-protocol round trip (no statement to parse and bind, no query builder). Pings asked for
 * while one is in flight share its answer, which is then at most one round trip old: a burst of health
 * checks costs one connection, not the pool, and the next ping after it goes to the database again.
 */
function sharedPing(pool: pg.Pool): () => Promise<boolean> {
  let inFlight: Promise<boolean> | null = null;
  return () => {
    inFlight ??= pool
      .query('select 1')
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}
