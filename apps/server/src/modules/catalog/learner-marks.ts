import type { DbOrTx } from '../../db/database.ts';
import { type RawStatement, rawRows } from '../../db/raw-query.ts';
import { batchedOnPool } from '../../lib/batched-on-pool.ts';
import type { ProgressRow } from './course.presenter.ts';

/** A learner by their key within their school: what the batched read is asked for. */
export type LearnerKey = { tenantId: string; userId: string };

/** A learner's own marks in the school's courses: lessons viewed and completed, courses enrolled in. */
export type LearnerMarks = {
  /** Progress rows by course id. */
  progressByCourse: Map<string, ProgressRow[]>;
  enrolled: Set<string>;
};

type MarksRow = {
  /** [chapter id, course id, last viewed (ISO), completed (ISO) or null]. */
  progress: [string, string, string, string | null][] | null;
  enrolled: string[] | null;
};

/** The marks of one learner, their school and user given as `tenant` and `user`. */
const marksOf = (tenant: string, user: string) => `
  (select json_agg(json_build_array(p.chapter_id, p.course_id, p.last_viewed_at, p.completed_at))
    from chapter_progress p where p.user_id = ${user} and p.tenant_id = ${tenant}) as progress,
  (select json_agg(e.course_id)
    from enrollments e where e.user_id = ${user} and e.tenant_id = ${tenant}) as enrolled`;

const learnerMarks: RawStatement = {
  name: 'catalog.learner-marks',
  text: `select ${marksOf('$1::uuid', '$2::uuid')}`,
};

/**
 * The same for many learners: $1 a JSON array of `{ n, tenant_id, user_id }` (one JSON value, so each
 * connection keeps one generic plan, as `billing.account-snapshots` does), one row per element.
 */
const learnersMarks: RawStatement = {
  name: 'catalog.learners-marks',
  text: `select k.n, ${marksOf('k.tenant_id', 'k.user_id')}
    from json_to_recordset($1::json) as k(n int, tenant_id uuid, user_id uuid)`,
};

async function readMarksAtOnce(db: DbOrTx, keys: LearnerKey[]): Promise<MarksRow[]> {
  if (keys.length === 1) {
    const [{ tenantId, userId }] = keys as [LearnerKey];
    return rawRows<MarksRow>(db, learnerMarks, [tenantId, userId]);
  }
  const learners = keys.map((key, i) => ({ n: i + 1, tenant_id: key.tenantId, user_id: key.userId }));
  const rows = await rawRows<MarksRow & { n: number }>(db, learnersMarks, [JSON.stringify(learners)]);
  return rows.sort((a, b) => a.n - b.n);
}

/** Learners' marks asked for at the same moment (course lists) share one statement on the app's pool. */
const readMarks = batchedOnPool(readMarksAtOnce, { maxSize: 32, maxInFlight: 2 });

/** A learner's progress and enrollments in every course of their school, in one (shared) round trip. */
export async function loadLearnerMarks(db: DbOrTx, key: LearnerKey): Promise<LearnerMarks> {
  const row = await readMarks(db, key);
  const progressByCourse = new Map<string, ProgressRow[]>();
  for (const [chapterId, courseId, lastViewedAt, completedAt] of row.progress ?? []) {
    const mark: ProgressRow = {
      chapterId,
      lastViewedAt: new Date(lastViewedAt),
      completedAt: completedAt === null ? null : new Date(completedAt),
    };
    const marks = progressByCourse.get(courseId);
    if (marks) marks.push(mark);
    else progressByCourse.set(courseId, [mark]);
  }
  return { progressByCourse, enrolled: new Set(row.enrolled ?? []) };
}
