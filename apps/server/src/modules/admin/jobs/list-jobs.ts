import type { TJobList, TJobListQuery } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import { presentJob } from './job-presenter.ts';
import { jobScopeOf } from './job-scope.ts';

const JOBS_PAGE_SIZE = 100;

/** The latest jobs the school's administrators may see, newest first. */
export async function listJobs(
  deps: Pick<AppDeps, 'jobs'>,
  tenant: Pick<Tenant, 'id' | 'isDefault'>,
  query: TJobListQuery,
): Promise<TJobList> {
  const rows = await deps.jobs.list(jobScopeOf(tenant), {
    ...(query.state ? { state: query.state } : {}),
    limit: JOBS_PAGE_SIZE,
  });
  return { jobs: rows.map(presentJob) };
}
