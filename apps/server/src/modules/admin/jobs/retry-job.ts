import type { AppDeps } from '../../../app-deps.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { jobScopeOf } from './job-scope.ts';

/** Queues a failed job again now ("retry now"); another school's job, or one not failed, is not found. */
export async function retryJob(
  deps: Pick<AppDeps, 'jobs'>,
  tenant: Pick<Tenant, 'id' | 'isDefault'>,
  id: string,
): Promise<void> {
  if (!(await deps.jobs.retry(id, jobScopeOf(tenant)))) throw new AppError('job.not-found');
}
