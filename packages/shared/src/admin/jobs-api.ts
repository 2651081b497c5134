import { z } from 'zod';

/** The states of a background job (pg-boss's): waiting (`created`, `retry`), running, done, failed. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type TJobState = (typeof JOB_STATES)[number];

/** GET /api/admin/jobs: optionally one state. */
export const ZJobListQuery = z.object({ state: z.enum(JOB_STATES).optional() });
export type TJobListQuery = z.infer<typeof ZJobListQuery>;

const ZJob = z.object({
  id: z.uuid(),
  /** The kind of job, e.g. `mail.deliver`, `billing.day`. */
  name: z.string(),
  state: z.enum(JOB_STATES),
  /** A job of the whole platform (the billing day), not of one school. */
  system: z.boolean(),
  retryCount: z.number().int(),
  retryLimit: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** When a waiting job may run (a retry's backoff). */
  startAfter: z.string(),
  lastError: z.string().nullable(),
});
export type TJob = z.infer<typeof ZJob>;

/** GET /api/admin/jobs: the latest 100 jobs in the administrator's view, newest first. */
export const ZJobList = z.object({ jobs: z.array(ZJob) });
export type TJobList = z.infer<typeof ZJobList>;

/** POST /api/admin/jobs/:id/retry */
export const ZJobParams = z.object({ id: z.uuid() });
