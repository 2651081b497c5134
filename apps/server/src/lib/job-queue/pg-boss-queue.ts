import type pg from 'pg';
import { PgBoss } from 'pg-boss';
import type { JobData, JobDefinition, JobQueue, JobRow, JobScope, JobState } from './job-queue.ts';

const SCHEMA = 'pgboss';

export type PgBossQueueOptions = {
  /** The app's pool: pg-boss keeps its tables in the `pgboss` schema of the same database. */
  pool: pg.Pool;
  /** How often an idle worker looks for jobs (seconds, at least 0.5). */
  pollingIntervalSeconds?: number;
  /** How often pg-boss looks for due schedules (seconds, 1–45; its default 30: a run starts within it). */
  cronIntervalSeconds?: number;
  /** How long `stop` waits for running jobs (ms). */
  stopTimeoutMs?: number;
  onError?: (error: unknown) => void;
  /** Called with the job's name each time a run of it fails (it is retried, or left failed). */
  onJobFailed?: (name: string) => void;
};

type Row = {
  id: string;
  name: string;
  state: JobState;
  tenant_id: string | null;
  retry_count: number;
  retry_limit: number;
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
  start_after: Date;
  last_error: string | null;
};

const toJobRow = (row: Row): JobRow => ({
  id: row.id,
  name: row.name,
  state: row.state,
  tenantId: row.tenant_id,
  retryCount: row.retry_count,
  retryLimit: row.retry_limit,
  createdAt: row.created_on,
  startedAt: row.started_on,
  completedAt: row.completed_on,
  startAfter: row.start_after,
  lastError: row.last_error,
});

/** The states of a job not yet done with: what the queue's counts count (pg-boss keeps the rest a week). */
const UNFINISHED = `('created', 'retry', 'active', 'failed')`;

/**
 * Two indexes of the app's own on pg-boss's jobs (decision 0192), created once the queue has started (and
 * pg-boss has made or upgraded its tables), under a lock so two instances starting together make each
 * once: each school's jobs newest first, for the administrators' list (the latest 100), and the jobs not
 * yet done with, by queue, for the counts each metrics scrape reads. Without them both read every job of
 * the last week.
 * Made on the partitioned table, so every partition has them.
 */
async function ensureIndexes(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(hashtext('puente.job-indexes'))`);
    await client.query(
      `create index if not exists puente_job_scope_created_idx
        on ${SCHEMA}.job ((coalesce(data->>'tenantId', '')), created_on desc, id desc)`,
    );
    await client.query(
      `create index if not exists puente_job_unfinished_idx on ${SCHEMA}.job (name, state)
        where state in ${UNFINISHED}`,
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The latest jobs of a scope ($1 the tenant, $2 with the system's; $3 a state or null; $4 how many), newest
 * first: the tenant's and the system's each read newest first by the app's index on (tenant, created) and
 * merged, so a page reads about as many jobs as it shows whatever the week holds. pg-boss's own jobs
 * (`__pgboss__…`, its cron sends) are never listed.
 */
const LATEST_JOBS = (() => {
  const columns = `id, name, state::text as state, data->>'tenantId' as tenant_id, retry_count, retry_limit,
    created_on, started_on, completed_on, start_after, output->>'message' as last_error`;
  const of = (scope: string) => `(select ${columns} from ${SCHEMA}.job
      where coalesce(data->>'tenantId', '') = ${scope}
        and ($3::${SCHEMA}.job_state is null or state = $3::${SCHEMA}.job_state) and left(name, 2) <> '__'
      order by coalesce(data->>'tenantId', ''), created_on desc, id desc limit $4)`;
  return `select * from (${of('$1::text')} union all ${of(`case when $2::boolean then '' end`)}) scoped
    order by created_on desc, id desc limit $4`;
})();

/**
 * The scope as SQL: the tenant's jobs, and the system's (no tenant) when the scope includes them.
 * pg-boss's own jobs (`__pgboss__…`, its cron sends) are never listed.
 */
const inScope = `(data->>'tenantId' = $1 or ($2::boolean and coalesce(data->>'tenantId', '') = ''))`;

/**
 * Jobs in PostgreSQL through pg-boss (decision 0122): every instance of the app works the same queues;
 * each queue has the `exclusive` policy (one job per singleton key queued or running), retries with
 * exponential backoff and keeps a job that used up its retries `failed`.
 */
export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const { pool } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
    schema: SCHEMA,
    // Nothing but the app reads pg-boss's warnings; it keeps no statistics tables busy.
    persistWarnings: false,
    ...(options.cronIntervalSeconds
      ? {
          cronMonitorIntervalSeconds: options.cronIntervalSeconds,
          cronWorkerIntervalSeconds: options.cronIntervalSeconds,
        }
      : {}),
  });
  boss.on('error', (error) => options.onError?.(error));
  const definitions = new Map<string, JobDefinition>();
  const schedules: { name: string; cron: string; tz: string }[] = [];
  let started = false;
  const running = new Set<Promise<unknown>>();
  /** This instance's worker of each queue: woken when this instance sends it a job. */
  const workers = new Map<string, string>();

  return {
    kind: 'pg-boss',
    define(definition) {
      if (started) throw new Error('jobs are defined before the queue starts');
      definitions.set(definition.name, definition as unknown as JobDefinition);
    },
    schedule(name, cron, scheduleOptions = {}) {
      if (started) throw new Error('jobs are scheduled before the queue starts');
      schedules.push({ name, cron, tz: scheduleOptions.tz ?? 'UTC' });
    },
    async send(name, data, sendOptions = {}) {
      const delayed = (sendOptions.startAfterSeconds ?? 0) > 0;
      const id = await boss.send(name, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(delayed ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
      // A job sent here starts here at once (a mail leaves now), not at the worker's next poll.
      const worker = workers.get(name);
      if (id && worker && !delayed) boss.notifyWorker(worker);
      return id;
    },
    async start() {
      await boss.start();
      await ensureIndexes(pool);
      started = true;
      for (const definition of definitions.values()) {
        const queue = {
          policy: 'exclusive',
          retryLimit: definition.retryLimit,
          retryDelay: definition.retryDelaySeconds,
          retryBackoff: true,
          ...(definition.retryDelayMaxSeconds ? { retryDelayMax: definition.retryDelayMaxSeconds } : {}),
        } as const;
        if (await boss.getQueue(definition.name)) {
          const { policy: _, ...changeable } = queue;
          await boss.updateQueue(definition.name, changeable);
        } else await boss.createQueue(definition.name, queue);
        const worker = await boss.work<JobData>(
          definition.name,
          {
            batchSize: 1,
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
          },
          async ([job]) => {
            if (!job) return;
            const work = definition.handler(job.data, {
              id: job.id,
              retryCount: job.retryCount,
              lastTry: job.retryCount >= definition.retryLimit,
            });
            running.add(work);
            try {
              await work;
            } catch (error) {
              options.onJobFailed?.(definition.name);
              throw error;
            } finally {
              running.delete(work);
            }
          },
        );
        workers.set(definition.name, worker);
      }
      for (const schedule of schedules)
        await boss.schedule(schedule.name, schedule.cron, { tenantId: null }, { tz: schedule.tz });
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, close: false, timeout: options.stopTimeoutMs ?? 30_000 });
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    async stats() {
      // Counted now (pg-boss's own queue counts are refreshed by its monitor, every minute or so).
      const names = [...definitions.keys()];
      const { rows } = await pool.query<{ name: string; queued: number; active: number; failed: number }>(
        `select name,
            count(*) filter (where state in ('created', 'retry'))::int as queued,
            count(*) filter (where state = 'active')::int as active,
            count(*) filter (where state = 'failed')::int as failed
          from ${SCHEMA}.job where name = any($1::text[]) and state in ${UNFINISHED} group by name`,
        [names],
      );
      return names.map(
        (name) => rows.find((row) => row.name === name) ?? { name, queued: 0, active: 0, failed: 0 },
      );
    },
    async list(scope: JobScope, listOptions) {
      const { rows } = await pool.query<Row>(LATEST_JOBS, [
        scope.tenantId,
        scope.includeSystem,
        listOptions.state ?? null,
        listOptions.limit,
      ]);
      return rows.map(toJobRow);
    },
    async retry(id, scope) {
      const { rows } = await pool.query<{ name: string }>(
        `select name from ${SCHEMA}.job where id = $3 and state = 'failed' and ${inScope} and left(name, 2) <> '__'`,
        [scope.tenantId, scope.includeSystem, id],
      );
      const name = rows[0]?.name;
      if (!name) return false;
      const result = await boss.retry(name, id);
      return (result as { affected?: number }).affected !== 0;
    },
  };
}
