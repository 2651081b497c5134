import type { DbOrTx } from '../../db/database.ts';
import type { RawStatement } from '../../db/raw-query.ts';
import { readByKeys } from '../../db/read-by-keys.ts';
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

/** The same for many learners: $1 a JSON array of `{ n, tenant_id, user_id }` (readByKeys). */
const learnersMarks: RawStatement = {
  name: 'catalog.learners-marks',
  text: `select k.n, ${marksOf('k.tenant_id', 'k.user_id')}
    from json_to_recordset($1::json) as k(n int, tenant_id uuid, user_id uuid)`,
};

const readMarksAtOnce = readByKeys<LearnerKey, MarksRow>({
  one: learnerMarks,
  many: learnersMarks,
  params: (key) => [key.tenantId, key.userId],
  element: (key) => ({ tenant_id: key.tenantId, user_id: key.userId }),
});

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

/** A learner's marks in one lesson: asked for with the lesson's live exercises (from the catalog). */
export type LessonMarksKey = LearnerKey & { chapterId: string; exerciseIds: string[] };

/** Viewed and completed, and each tried exercise's best score and attempts. */
export type LessonMarks = {
  viewed: boolean;
  completed: boolean;
  attempts: Map<string, { best: number | null; attempts: number }>;
};

type LessonMarksRow = {
  /** Completed, when the lesson was viewed; null when never viewed. */
  completed: boolean | null;
  /** [exercise id, best score, attempts] of the exercises tried. */
  attempts: [string, number | null, number][] | null;
};

const lessonMarksOf = (tenant: string, user: string, chapter: string, exerciseIds: string) => `
  (select p.completed_at is not null
    from chapter_progress p
    where p.user_id = ${user} and p.chapter_id = ${chapter} and p.tenant_id = ${tenant}) as completed,
  (select json_agg(json_build_array(s.exercise_id, s.best, s.attempts)) from (
    select a.exercise_id, max(a.score) as best, count(*)::int as attempts
    from exercise_attempts a
    where a.tenant_id = ${tenant} and a.user_id = ${user} and a.exercise_id = any(${exerciseIds})
    group by a.exercise_id) s) as attempts`;

const lessonMarks: RawStatement = {
  name: 'catalog.lesson-marks',
  text: `select ${lessonMarksOf('$1::uuid', '$2::uuid', '$3::uuid', '$4::uuid[]')}`,
};

/** The same for many learners and lessons: $1 a JSON array of `{ n, tenant_id, user_id, chapter_id, exercise_ids }`. */
const lessonsMarks: RawStatement = {
  name: 'catalog.lessons-marks',
  text: `select k.n, ${lessonMarksOf('k.tenant_id', 'k.user_id', 'k.chapter_id', 'k.exercise_ids')}
    from json_to_recordset($1::json) as k(n int, tenant_id uuid, user_id uuid, chapter_id uuid, exercise_ids uuid[])`,
};

const readLessonMarksAtOnce = readByKeys<LessonMarksKey, LessonMarksRow>({
  one: lessonMarks,
  many: lessonsMarks,
  params: (key) => [key.tenantId, key.userId, key.chapterId, key.exerciseIds],
  element: (key) => ({
    tenant_id: key.tenantId,
    user_id: key.userId,
    chapter_id: key.chapterId,
    exercise_ids: key.exerciseIds,
  }),
});

/** Lesson pages asked for at the same moment share one statement for their readers' marks. */
const readLessonMarks = batchedOnPool(readLessonMarksAtOnce, { maxSize: 32, maxInFlight: 2 });

/** A learner's marks in a lesson and its exercises, in one (shared) round trip. */
export async function loadLessonMarks(db: DbOrTx, key: LessonMarksKey): Promise<LessonMarks> {
  const row = await readLessonMarks(db, key);
  return {
    viewed: row.completed !== null,
    completed: row.completed === true,
    attempts: new Map((row.attempts ?? []).map(([id, best, attempts]) => [id, { best, attempts }])),
  };
}
