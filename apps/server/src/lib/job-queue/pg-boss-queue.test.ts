import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import type { JobQueue, JobRow } from './index.ts';
import { createPgBossQueue, queueStats } from './index.ts';

type PlanNode = { 'Node Type': string; 'Actual Rows': number; 'Actual Loops': number; Plans?: PlanNode[] };

/** The rows a plan's scans read, over all their loops. */
const rowsScanned = (node: PlanNode): number =>
  (node['Node Type'].includes('Scan') ? node['Actual Rows'] * node['Actual Loops'] : 0) +
  (node.Plans ?? []).reduce((sum, child) => sum + rowsScanned(child), 0);

/** Polls `read` until `done` holds (the queue works in the background). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the pg-boss job queue', () => {
  const t = useTestApp();
  const queues: JobQueue[] = [];
  const queue = () => {
    const created = createPgBossQueue({
      pool: t.deps.database.pool,
      pollingIntervalSeconds: 0.5,
      cronIntervalSeconds: 1,
    });
    queues.push(created);
    return created;
  };
  afterAll(async () => {
    for (const created of queues) await created.stop();
  });
  const system = { tenantId: '00000000-0000-0000-0000-000000000000', includeSystem: true };

  it('runs a job once with two instances on one database, however many of them send it', async () => {
    const runs: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const instances = [queue(), queue()];
    for (const [i, instance] of instances.entries())
      instance.define({
        name: 'test.once',
        retryLimit: 0,
        retryDelaySeconds: 1,
        handler: async () => {
          runs.push(`instance ${i}`);
          await released;
        },
      });
    for (const instance of instances) await instance.start();
    // Both instances send the scheduled job's run (as two cron passes could): one is queued.
    const sent = await Promise.all(
      instances.map((instance) => instance.send('test.once', { tenantId: null })),
    );
    expect(sent.filter((id) => id !== null)).toHaveLength(1);
    await until(
      () => instances[0]!.list(system, { limit: 10 }),
      (jobs) => jobs.some((job) => job.name === 'test.once' && job.state === 'active'),
    );
    // While it runs, another send is refused too (one queued or running job per queue).
    expect(await instances[1]!.send('test.once', { tenantId: null })).toBeNull();
    release();
    const [job] = await until(
      () => instances[0]!.list(system, { limit: 10 }),
      (jobs) => jobs.some((job) => job.name === 'test.once' && job.state === 'completed'),
    );
    expect(job).toMatchObject({ name: 'test.once', state: 'completed' });
    expect(runs).toHaveLength(1);
    expect(await queueStats({ jobs: instances[0]! })).toContainEqual({
      name: 'test.once',
      queued: 0,
      active: 0,
      failed: 0,
    });
  });

  it('sends each run of a schedule once with two instances scheduling it', async () => {
    const runs: number[] = [];
    // A run a few seconds from now (pg-boss's cron takes a sixth field: the second).
    const at = new Date(Date.now() + 3_000);
    const cron = `${at.getUTCSeconds()} ${at.getUTCMinutes()} ${at.getUTCHours()} * * *`;
    const instances = [queue(), queue()];
    for (const [i, instance] of instances.entries()) {
      instance.define({
        name: 'test.cron',
        retryLimit: 0,
        retryDelaySeconds: 1,
        handler: async () => {
          runs.push(i);
        },
      });
      instance.schedule('test.cron', cron, { tz: 'UTC' });
    }
    await Promise.all(instances.map((instance) => instance.start()));
    await until(
      async () => runs.length,
      (count) => count > 0,
    );
    // Both instances' cron passes went past the run (every second each) before counting again.
    await until(
      async () => Date.now(),
      (now) => now > at.getTime() + 3_000,
    );
    expect(runs).toHaveLength(1);
    const jobs = (await instances[1]!.list(system, { limit: 50 })).filter((job) => job.name === 'test.cron');
    expect(jobs.map((job) => job.state)).toEqual(['completed']);
  });

  it('retries a failing job with backoff, then keeps it failed with its error; "retry now" runs it again', async () => {
    const jobs = queue();
    const tries: number[] = [];
    let healthy = false;
    jobs.define({
      name: 'test.flaky',
      retryLimit: 2,
      retryDelaySeconds: 1,
      handler: async (_data, attempt) => {
        tries.push(attempt.retryCount);
        if (!healthy) throw new Error(`down (try ${attempt.retryCount + 1})`);
      },
    });
    await jobs.start();
    const tenantId = '11111111-1111-4111-8111-111111111111';
    const id = await jobs.send('test.flaky', { tenantId });
    const scope = { tenantId, includeSystem: false };
    const failed = await until(
      () => jobs.list(scope, { state: 'failed', limit: 5 }),
      (rows) => rows.length > 0,
    );
    expect(failed[0]).toMatchObject<Partial<JobRow>>({
      id: id!,
      state: 'failed',
      retryCount: 2,
      retryLimit: 2,
      tenantId,
      lastError: 'down (try 3)',
    });
    expect(tries).toEqual([0, 1, 2]);
    expect((await queueStats({ jobs })).find((stat) => stat.name === 'test.flaky')).toMatchObject({
      failed: 1,
    });
    // Another school's administrator does not see it, nor may retry it.
    const other = { tenantId: '22222222-2222-4222-8222-222222222222', includeSystem: false };
    expect(await jobs.list(other, { limit: 5 })).toEqual([]);
    expect(await jobs.retry(id!, other)).toBe(false);

    healthy = true;
    expect(await jobs.retry(id!, scope)).toBe(true);
    const [done] = await until(
      () => jobs.list(scope, { limit: 5 }),
      (rows) => rows[0]?.state === 'completed',
    );
    expect(done).toMatchObject({ id, state: 'completed' });
    expect(tries).toHaveLength(4);
  });
  it("lists the latest jobs and counts the unfinished ones by the app's indexes, not by reading the week's jobs", async () => {
    // The queue's statements, as it sends them, to be explained below.
    const sent: { text: string; values: unknown[] }[] = [];
    const { pool } = t.deps.database;
    const watched = {
      query: (text: string, values: unknown[]) => {
        sent.push({ text, values });
        return pool.query(text, values);
      },
      connect: () => pool.connect(),
    } as unknown as pg.Pool;
    const jobs = createPgBossQueue({ pool: watched, pollingIntervalSeconds: 0.5 });
    queues.push(jobs);
    jobs.define({ name: 'test.bulk', retryLimit: 0, retryDelaySeconds: 1, handler: async () => undefined });
    await jobs.start();
    // A week of a busy school's mail: 20,000 jobs done, one a minute, and one that failed.
    const tenantId = '33333333-3333-4333-8333-333333333333';
    await pool.query(
      `insert into pgboss.job (id, name, data, state, created_on, completed_on, policy)
       select gen_random_uuid(), 'test.bulk', jsonb_build_object('tenantId', $1::text), 'completed'::pgboss.job_state,
              now() - g * interval '1 minute', now() - g * interval '1 minute', 'exclusive'
       from generate_series(1, 20000) g
       union all
       select gen_random_uuid(), 'test.bulk', jsonb_build_object('tenantId', $1::text), 'failed'::pgboss.job_state,
              now() - interval '3 days', now() - interval '3 days', 'exclusive'`,
      [tenantId],
    );
    await pool.query('analyze pgboss.job_common');
    const scope = { tenantId, includeSystem: false };

    sent.length = 0;
    const latest = await jobs.list(scope, { limit: 100 });
    const failed = await jobs.list(scope, { state: 'failed', limit: 100 });
    const stats = await jobs.stats();
    const reads = [...sent];

    expect(latest).toHaveLength(100);
    expect(latest.map((job) => job.createdAt.getTime())).toEqual(
      latest.map((job) => job.createdAt.getTime()).sort((a, b) => b - a),
    );
    expect(failed.map((job) => job.state)).toEqual(['failed']);
    expect(stats.find((stat) => stat.name === 'test.bulk')).toEqual({
      name: 'test.bulk',
      queued: 0,
      active: 0,
      failed: 1,
    });
    expect(reads).toHaveLength(3);
    // Each read touches about as many jobs as it answers, not the 20,001 of the week.
    for (const { text, values } of reads) {
      const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `explain (analyze, format json) ${text}`,
        values,
      );
      const plan = rows[0]!['QUERY PLAN'][0].Plan;
      expect(rowsScanned(plan), `${text}\n${JSON.stringify(plan)}`).toBeLessThan(500);
    }
  });
});
