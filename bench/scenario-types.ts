/** What a bench scenario is: its request, its preparation and its target. */

export type Target = {
  /** Minimum requests/s as a fraction of the bare Fastify yardstick measured in the same run. */
  minRatio?: number;
  /** Minimum requests/s, absolute. */
  minRps?: number;
  /** Maximum 99th percentile latency in milliseconds. */
  maxP99Ms?: number;
};

export type Scenario = {
  /** Short name, also the value of `--only`. */
  name: string;
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  /** Demo user to sign in as (its token goes in the Authorization header). */
  as?: string;
  /** Sends a fresh Idempotency-Key with every request (payments). */
  uniqueIdempotencyKey?: boolean;
  /**
   * Requests the load generator goes through in turn instead of `path` alone (a cold variant: distinct
   * queries, students or lessons, so no cache answers twice); `token` signs one in as someone else.
   */
  cycle?: CycleStep[];
  /** A cold variant: measured on Puente started again with its data cache off (DATA_CACHE_MS=0). */
  cold?: boolean;
  /** Runs once before the load (signed in as `as`) and may fill in the path, the body or the cycle. */
  prepare?: (api: BenchApi, db: BenchDb) => Promise<Partial<Pick<Scenario, 'path' | 'body' | 'cycle'>>>;
  target: Target;
};

export type CycleStep = { path: string; token?: string };

export type BenchApi = <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => Promise<T>;
/** A query on Puente's database (as its owner): the rows it answers. */
export type BenchDb = (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

export const student = 'estudiante@demo.puente.test';
