import type { TJob } from '@puente/shared';
import type { JobRow } from '../../../lib/job-queue/index.ts';

export const presentJob = (job: JobRow): TJob => ({
  id: job.id,
  name: job.name,
  state: job.state,
  system: job.tenantId === null,
  retryCount: job.retryCount,
  retryLimit: job.retryLimit,
  createdAt: job.createdAt.toISOString(),
  startedAt: job.startedAt?.toISOString() ?? null,
  completedAt: job.completedAt?.toISOString() ?? null,
  startAfter: job.startAfter.toISOString(),
  lastError: job.lastError,
});
