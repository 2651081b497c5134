/** What a job's handler learns about the try it is on. */
type JobAttempt = {
  id: string;
  /** 0 on the first try, 1 on the first retry, … */
  retryCount: number;
  /** Whether no retry follows a failure of this try (the job then stays failed: the dead-letter state). */
  lastTry: boolean;
};

/**
 * A kind of background job: its retries (exponential backoff from `retryDelaySeconds`, at most
 * `retryLimit` retries, then the job stays `failed`) and its handler, which must be idempotent: a retry,
 * a second instance or "retry now" may run it again.
 */
export type JobDefinition<T extends JobData = JobData> = {
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  /** Longest wait between two tries (backoff stops growing there). */
  retryDelayMaxSeconds?: number;
  handler: (data: T, attempt: JobAttempt) => Promise<unknown>;
};

/**
 * A job's data: the tenant it belongs to (null: a system job, as the billing day) and ids. Never a
 * secret in clear (decision 0122): a mail's one-time password stays encrypted in the outbox row.
 */
export type JobData = { tenantId: string | null } & Record<string, string | number | boolean | null>;

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** A job as administrators see it. */
export type JobRow = {
  id: string;
  name: string;
  state: JobState;
  tenantId: string | null;
  retryCount: number;
  retryLimit: number;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  /** When a waiting job may run next (a retry's backoff). */
  startAfter: Date;
  /** The last failure's message, if any. */
  lastError: string | null;
};

/** Depth and failures of one kind of job (for metrics). */
export type QueueStat = { name: string; queued: number; active: number; failed: number };

/** Whose jobs a reader sees: a school's own, and the system's too for the default school's admins. */
export type JobScope = { tenantId: string; includeSystem: boolean };

export interface JobQueue {
  /** `pg-boss` (PostgreSQL, shared by every instance) or `inline` (runs each job at once, in process). */
  readonly kind: 'pg-boss' | 'inline';
  /** Declares a kind of job (before `start`). */
  define<T extends JobData>(definition: JobDefinition<T>): void;
  /**
   * Runs a job on a cron schedule (before `start`); with pg-boss one instance sends each run, whatever
   * the number of instances. The inline queue ignores schedules.
   */
  schedule(name: string, cron: string, options?: { tz?: string }): void;
  /**
   * Queues a job; a `singletonKey` already queued or running is not queued again (answers null). The
   * inline queue runs it now and resolves once it has run (its failure is reported, not thrown).
   * `startAfterSeconds`: the job waits that long before its first try (pg-boss's `startAfter`; the inline
   * queue runs it on a timer and resolves at once, `idle()` waiting for it).
   */
  send(
    name: string,
    data: JobData,
    options?: { singletonKey?: string; startAfterSeconds?: number },
  ): Promise<string | null>;
  start(): Promise<void>;
  /** Takes no new job and waits for the running ones (pg-boss: a graceful stop). */
  stop(): Promise<void>;
  /** Resolves when no job this process runs is running (inline: every job sent so far has run). */
  idle(): Promise<void>;
  stats(): Promise<QueueStat[]>;
  /** The latest jobs in scope, newest first, optionally of one state. */
  list(scope: JobScope, options: { state?: JobState; limit: number }): Promise<JobRow[]>;
  /** Queues a failed job again now; false when it is not a failed job in scope. */
  retry(id: string, scope: JobScope): Promise<boolean>;
}
