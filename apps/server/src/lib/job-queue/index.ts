/** The job queue: pg-boss in the server, the inline runner in tests (decision 0122). */
import type { MailCounts, Mailer } from '../mailer.ts';
import type { JobQueue, QueueStat } from './job-queue.ts';

export { createInlineQueue } from './inline-queue.ts';
export type { JobQueue, JobRow, JobScope } from './job-queue.ts';
export { createPgBossQueue } from './pg-boss-queue.ts';

/** Queue depth and failures per job name, for metrics. */
export function queueStats(deps: { jobs: JobQueue }): Promise<QueueStat[]> {
  return deps.jobs.stats();
}

/** Mails sent and failed (temporarily: to be retried; permanently: refused) since start, for metrics. */
export function mailCounts(deps: { mailer: Mailer }): MailCounts {
  return deps.mailer.counts();
}
