import { randomUUID } from 'node:crypto';
import type { JobData, JobDefinition, JobQueue, JobRow, QueueStat } from './job-queue.ts';

/** How many finished jobs the inline queue remembers for its listing. */
const KEPT = 200;

/**
 * The in-process queue tests build the app with (decision 0122): `send` runs the job at once, one try
 * (`lastTry` true), and resolves when it has run; a failure is reported to `onError` and leaves the job
 * `failed` in the listing. No schedules, no database: apps built for tests start nothing.
 */
export function createInlineQueue(
  options: { onError?: (error: unknown, job: JobRow) => void } = {},
): JobQueue {
  const definitions = new Map<string, JobDefinition>();
  const jobs: { row: JobRow; data: JobData }[] = [];
  const running = new Set<Promise<void>>();
  const runningKeys = new Set<string>();

  async function run(job: { row: JobRow; data: JobData }) {
    const definition = definitions.get(job.row.name);
    if (!definition) throw new Error(`no job named ${job.row.name}`);
    job.row.state = 'active';
    job.row.startedAt = new Date();
    try {
      await definition.handler(job.data, { id: job.row.id, retryCount: job.row.retryCount, lastTry: true });
      job.row.state = 'completed';
    } catch (error) {
      job.row.state = 'failed';
      job.row.lastError = error instanceof Error ? error.message : String(error);
      options.onError?.(error, job.row);
    } finally {
      job.row.completedAt = new Date();
    }
  }

  function track(work: Promise<void>) {
    running.add(work);
    void work.finally(() => running.delete(work));
    return work;
  }

  return {
    kind: 'inline',
    define(definition) {
      definitions.set(definition.name, definition as unknown as JobDefinition);
    },
    schedule() {},
    async send(name, data, sendOptions = {}) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`no job named ${name}`);
      const key = sendOptions.singletonKey && `${name}:${sendOptions.singletonKey}`;
      if (key && runningKeys.has(key)) return null;
      const now = new Date();
      const job = {
        data,
        row: {
          id: randomUUID(),
          name,
          state: 'created' as const,
          tenantId: data.tenantId,
          retryCount: 0,
          retryLimit: 0,
          createdAt: now,
          startedAt: null,
          completedAt: null,
          startAfter: now,
          lastError: null,
        } satisfies JobRow as JobRow,
      };
      jobs.push(job);
      if (jobs.length > KEPT) jobs.splice(0, jobs.length - KEPT);
      if (key) runningKeys.add(key);
      const delayMs = (sendOptions.startAfterSeconds ?? 0) * 1000;
      if (delayMs > 0) {
        job.row.startAfter = new Date(now.getTime() + delayMs);
        const later = new Promise<void>((resolve) => setTimeout(resolve, delayMs).unref?.());
        void track(later.then(() => run(job)).finally(() => key && runningKeys.delete(key)));
        return job.row.id;
      }
      await track(run(job).finally(() => key && runningKeys.delete(key)));
      return job.row.id;
    },
    async start() {},
    async stop() {
      await this.idle();
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
    async stats() {
      const byName = new Map<string, QueueStat>();
      for (const name of definitions.keys()) byName.set(name, { name, queued: 0, active: 0, failed: 0 });
      for (const { row } of jobs) {
        const stat = byName.get(row.name);
        if (!stat) continue;
        if (row.state === 'created' || row.state === 'retry') stat.queued++;
        if (row.state === 'active') stat.active++;
        if (row.state === 'failed') stat.failed++;
      }
      return [...byName.values()];
    },
    async list(scope, listOptions) {
      return jobs
        .filter(
          ({ row }) => row.tenantId === scope.tenantId || (scope.includeSystem && row.tenantId === null),
        )
        .filter(({ row }) => !listOptions.state || row.state === listOptions.state)
        .map(({ row }) => ({ ...row }))
        .reverse()
        .slice(0, listOptions.limit);
    },
    async retry(id, scope) {
      const job = jobs.find(({ row }) => row.id === id);
      if (job?.row.state !== 'failed') return false;
      if (job.row.tenantId !== scope.tenantId && !(scope.includeSystem && job.row.tenantId === null))
        return false;
      job.row.retryCount++;
      job.row.lastError = null;
      void track(run(job));
      return true;
    },
  };
}
