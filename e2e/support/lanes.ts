import path from 'node:path';

/**
 * The one-instance project runs on several lanes at once: lane N is an app with its own database on
 * its own port, and Playwright's worker with parallel index N is the only one using it. Specs on one
 * lane run one after another, as they did on the single app; lanes share nothing.
 */
export const LANES = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The port of lane `lane`: lane 0 on `base`, the others after the two-instances ports (base+2..4). */
export function lanePort(base: number, lane: number): number {
  return lane === 0 ? base : base + 4 + lane;
}

/** The folder of lane `lane`'s app: its embedded PostgreSQL and its mails. */
export function laneDataDir(dataDir: string, lane: number): string {
  return lane === 0 ? dataDir : path.join(dataDir, `lane-${lane}`);
}

/** The lane of the worker this runs in (0 outside a worker). */
export function currentLane(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}
