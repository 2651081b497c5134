import type { TJobList, TJobState } from '@puente/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Every list of jobs (refreshed together after a retry). */
export const jobsKey = ['admin', 'jobs'] as const;

/** GET /admin/jobs: the latest 100 background jobs in the administrator's view, optionally one state. */
export const useJobs = (state: TJobState | null) =>
  useQuery({
    queryKey: [...jobsKey, state] as const,
    queryFn: ({ signal }) =>
      apiFetch<TJobList>('/admin/jobs', { signal, query: { state: state ?? undefined } }),
    placeholderData: keepPreviousData,
  });

/** POST /admin/jobs/:id/retry: runs a failed job again now. */
export const retryJob = (id: string) =>
  apiFetch<null>(`/admin/jobs/${encodeURIComponent(id)}/retry`, { method: 'POST' });
