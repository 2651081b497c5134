import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import type { JobQueue, JobRow } from './index.ts';
import { createPgBossQueue, queueStats } from './index.ts';

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
});
