import type { TExerciseAnswer } from '@puente/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { newId } from '../../db/new-id.ts';
import { type RawStatement, rawRows } from '../../db/raw-query.ts';
import {
  type AttemptReview,
  courses,
  type ExamAttempt,
  examAnswers,
  examAttempts,
  examQuestions,
  exams,
  userExams,
} from '../../db/schema/index.ts';
import { batchedOnPool } from '../../lib/batched-on-pool.ts';

/** Live questions of the exam row in the outer query (correlated, so written with explicit table names). */
export const examQuestionCount = sql<number>`(select count(*)::int from "exam_questions" as "q" where "q"."exam_id" = "exams"."id" and "q"."deleted_at" is null)`;

/** Live exams a user owns, with their course and question count. */
export async function ownedExams(db: DbOrTx, tenantId: string, userId: string, examId?: string) {
  return db
    .select({ exam: exams, course: courses, questionCount: examQuestionCount })
    .from(userExams)
    .innerJoin(exams, eq(exams.id, userExams.examId))
    .innerJoin(courses, eq(courses.id, exams.courseId))
    .where(
      and(
        eq(userExams.tenantId, tenantId),
        eq(userExams.userId, userId),
        isNull(exams.deletedAt),
        isNull(courses.deletedAt),
        examId ? eq(exams.id, examId) : undefined,
      ),
    )
    .orderBy(asc(courses.presentationOrder), asc(exams.position));
}

export async function findOwnedExam(db: DbOrTx, tenantId: string, userId: string, examId: string) {
  const [row] = await ownedExams(db, tenantId, userId, examId);
  return row ?? null;
}

export async function liveQuestions(db: DbOrTx, examId: string) {
  return db
    .select()
    .from(examQuestions)
    .where(and(eq(examQuestions.examId, examId), isNull(examQuestions.deletedAt)))
    .orderBy(asc(examQuestions.position));
}

/**
 * The questions of an attempt in its order: those drawn for it that are still live, or every live one
 * for attempts from before pools.
 */
export async function attemptQuestions(db: DbOrTx, attempt: Pick<ExamAttempt, 'examId' | 'questionIds'>) {
  const live = await liveQuestions(db, attempt.examId);
  if (!attempt.questionIds) return live;
  const byId = new Map(live.map((question) => [question.id, question]));
  return attempt.questionIds.flatMap((id) => byId.get(id) ?? []);
}

/** An exam of the tenant, even retired (a past attempt's review names it). */
export async function findExam(db: DbOrTx, tenantId: string, examId: string) {
  const [row] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.tenantId, tenantId), eq(exams.id, examId)))
    .limit(1);
  return row ?? null;
}

/** An attempt of any student of the tenant (staff read reviews). */
export async function findTenantAttempt(db: DbOrTx, tenantId: string, attemptId: string) {
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.tenantId, tenantId), eq(examAttempts.id, attemptId)))
    .limit(1);
  return row ?? null;
}

export async function attemptsOf(db: DbOrTx, tenantId: string, userId: string, examIds: string[]) {
  if (examIds.length === 0) return [];
  return db
    .select()
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.tenantId, tenantId),
        eq(examAttempts.userId, userId),
        inArray(examAttempts.examId, examIds),
      ),
    )
    .orderBy(asc(examAttempts.startedAt));
}

export async function findOpenAttempt(db: DbOrTx, tenantId: string, userId: string, examId: string) {
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.tenantId, tenantId),
        eq(examAttempts.userId, userId),
        eq(examAttempts.examId, examId),
        isNull(examAttempts.submittedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Opens an attempt; null when one is already open (the partial unique index decides, even under races). */
export async function insertOpenAttempt(
  db: DbOrTx,
  values: {
    tenantId: string;
    userId: string;
    examId: string;
    startedAt: Date;
    deadlineAt: Date | null;
    questionIds: string[];
  },
) {
  const [row] = await db.insert(examAttempts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findAttempt(db: DbOrTx, tenantId: string, userId: string, attemptId: string) {
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.tenantId, tenantId),
        eq(examAttempts.userId, userId),
        eq(examAttempts.id, attemptId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function answersOf(db: DbOrTx, attemptId: string) {
  return db.select().from(examAnswers).where(eq(examAnswers.attemptId, attemptId));
}

/** An answer as saved: when it took its current value (epoch ms), and the attempt's deadline (epoch ms). */
type SavedAnswerRow = { saved_at: number; deadline_at: number | null };

// One row per save (ordinality n); the slots (attempt, question) of one statement are distinct. A save
// is stored only when everything the slow path checks holds: the attempt is the user's in this tenant,
// still open and before its deadline, of an exam the user owns (exam and course live), and the question
// is live in that exam with the definition the answer's shape was checked against.
const saveManyIfOpen: RawStatement = {
  name: 'exams.save-answers-if-open',
  text: `
    with input as (
      select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::jsonb[],
        $6::timestamptz[], $7::uuid[], $8::jsonb[])
        with ordinality as i(tenant_id, user_id, attempt_id, question_id, answer, answered_at, new_id,
          definition, n)
    ), target as (
      select i.*, t.deadline_at from input i
      join exam_attempts t on t.id = i.attempt_id and t.tenant_id = i.tenant_id and t.user_id = i.user_id
      join user_exams u on u.tenant_id = t.tenant_id and u.user_id = t.user_id and u.exam_id = t.exam_id
      join exams e on e.id = t.exam_id and e.deleted_at is null
      join courses c on c.id = e.course_id and c.deleted_at is null
      join exam_questions q on q.exam_id = t.exam_id and q.id = i.question_id and q.deleted_at is null
        and q.definition = i.definition
      where t.submitted_at is null and (t.deadline_at is null or t.deadline_at > i.answered_at)
        and (t.question_ids is null or i.question_id = any(t.question_ids))
    ), kept as (
      select g.n, a.answered_at from target g
      join exam_answers a on a.tenant_id = g.tenant_id and a.attempt_id = g.attempt_id
        and a.question_id = g.question_id and a.answer = g.answer
    ), saved as (
      insert into exam_answers (id, tenant_id, attempt_id, question_id, answer, answered_at)
      select g.new_id, g.tenant_id, g.attempt_id, g.question_id, g.answer, g.answered_at from target g
      where not exists (select from kept k where k.n = g.n)
      on conflict (attempt_id, question_id)
        do update set answer = excluded.answer, answered_at = excluded.answered_at
      returning attempt_id, question_id, answered_at
    )
    select g.n::int as n,
      (extract(epoch from coalesce(s.answered_at, k.answered_at)) * 1000)::float8 as saved_at,
      (extract(epoch from g.deadline_at) * 1000)::float8 as deadline_at
    from target g
    left join kept k on k.n = g.n
    left join saved s on s.attempt_id = g.attempt_id and s.question_id = g.question_id`,
};

// An answer already stored unchanged is left alone: no row written, locked or committed, and the answer
// keeps the time it was first given (savedAt answers that time).
const saveChecked: RawStatement = {
  name: 'exams.save-answer',
  text: `
    with target as (
      select t.id, t.deadline_at from exam_attempts t where t.tenant_id = $1 and t.user_id = $2 and t.id = $3
    ), kept as (
      select a.answered_at from exam_answers a, target t
      where a.tenant_id = $1 and a.attempt_id = t.id and a.question_id = $4 and a.answer = $5::jsonb
    ), saved as (
      insert into exam_answers (id, tenant_id, attempt_id, question_id, answer, answered_at)
      select $7, $1, t.id, $4, $5::jsonb, $6::timestamptz from target t where not exists (select from kept)
      on conflict (attempt_id, question_id)
        do update set answer = excluded.answer, answered_at = excluded.answered_at
      returning answered_at
    )
    select (extract(epoch from coalesce((select answered_at from saved), (select answered_at from kept))) * 1000)::float8 as saved_at,
      (extract(epoch from t.deadline_at) * 1000)::float8 as deadline_at
    from target t`,
};

type SaveInput = {
  tenantId: string;
  userId: string;
  attemptId: string;
  questionId: string;
  answer: TExerciseAnswer;
  answeredAt: Date;
};

const savedAnswer = (row: SavedAnswerRow | undefined) =>
  row
    ? {
        savedAt: new Date(row.saved_at),
        deadlineAt: row.deadline_at === null ? null : new Date(row.deadline_at),
      }
    : null;

const saveValues = (input: SaveInput) => [
  input.tenantId,
  input.userId,
  input.attemptId,
  input.questionId,
  JSON.stringify(input.answer),
  input.answeredAt.toISOString(),
  newId(),
];

type GuardedSave = SaveInput & { definitionJson: string };
type SavedAnswer = ReturnType<typeof savedAnswer>;

/**
 * Saves an answer in one statement when everything the slow path checks holds: the attempt is the
 * user's in this tenant, still open and before its deadline, of an exam the user owns (exam and course
 * live), and the question is live in that exam with the given definition (the one the answer's shape
 * was checked against). Null when anything does not hold, and nothing is written. On the app's pool,
 * saves arriving together share one statement; in a transaction, it runs alone.
 */
export async function storeExamAnswerIfOpen(db: DbOrTx, input: GuardedSave): Promise<SavedAnswer> {
  return batchedSaves(db, input);
}

async function saveSlots(db: DbOrTx, saves: GuardedSave[]): Promise<SavedAnswer[]> {
  const rows = await rawRows<SavedAnswerRow & { n: number }>(db, saveManyIfOpen, [
    saves.map((save) => save.tenantId),
    saves.map((save) => save.userId),
    saves.map((save) => save.attemptId),
    saves.map((save) => save.questionId),
    saves.map((save) => JSON.stringify(save.answer)),
    saves.map((save) => save.answeredAt.toISOString()),
    saves.map(() => newId()),
    saves.map((save) => save.definitionJson),
  ]);
  const saved: SavedAnswer[] = saves.map(() => null);
  for (const row of rows) saved[row.n - 1] = savedAnswer(row);
  return saved;
}

const slotOf = (save: GuardedSave) => `${save.attemptId}/${save.questionId}`;
const sameSave = (a: GuardedSave, b: GuardedSave) =>
  a.tenantId === b.tenantId &&
  a.userId === b.userId &&
  a.definitionJson === b.definitionJson &&
  JSON.stringify(a.answer) === JSON.stringify(b.answer);

/**
 * Saves arriving together, in as few statements as keep their order: identical saves of one slot
 * (autosave resending the answer) share the first one's result, as they would one after the other;
 * a different answer for a slot already in the statement goes into the next one.
 */
async function saveInOrder(db: DbOrTx, saves: GuardedSave[]): Promise<SavedAnswer[]> {
  const results: SavedAnswer[] = saves.map(() => null);
  let pending = saves.map((_, i) => i);
  while (pending.length > 0) {
    const sharing = new Map<string, number[]>();
    const later: number[] = [];
    for (const i of pending) {
      const save = saves[i]!;
      const same = sharing.get(slotOf(save));
      if (!same) sharing.set(slotOf(save), [i]);
      else if (sameSave(saves[same[0]!]!, save)) same.push(i);
      else later.push(i);
    }
    const groups = [...sharing.values()];
    const saved = await saveSlots(
      db,
      groups.map((group) => saves[group[0]!]!),
    );
    for (const [g, group] of groups.entries()) for (const i of group) results[i] = saved[g]!;
    pending = later;
  }
  return results;
}

// Two statements in flight: an unchanged answer writes nothing, so they do not wait on each other.
const batchedSaves = batchedOnPool(saveInOrder, { maxSize: 64, maxInFlight: 2 });

/** Saves an answer the caller has checked (attempt, deadline, question, shape); an unchanged one is left as it is. */
export async function storeExamAnswer(db: DbOrTx, input: SaveInput) {
  const [row] = await rawRows<SavedAnswerRow>(db, saveChecked, saveValues(input));
  return savedAnswer(row);
}

/** Closes an open attempt with its grade; null when it was already closed (by a concurrent call). */
export async function closeAttempt(
  db: DbOrTx,
  attemptId: string,
  values: {
    submittedAt: Date;
    autoSubmitted: boolean;
    score: number;
    passed: boolean;
    review: AttemptReview;
  },
) {
  const [row] = await db
    .update(examAttempts)
    .set(values)
    .where(and(eq(examAttempts.id, attemptId), isNull(examAttempts.submittedAt)))
    .returning();
  return row ?? null;
}

/** Owns an exam; false when the user already owned it. */
export async function insertUserExam(
  db: DbOrTx,
  values: { tenantId: string; userId: string; examId: string; createdAt: Date },
) {
  const rows = await db
    .insert(userExams)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: userExams.id });
  return rows.length > 0;
}

export async function findUserExam(db: DbOrTx, userId: string, examId: string) {
  const [row] = await db
    .select()
    .from(userExams)
    .where(and(eq(userExams.userId, userId), eq(userExams.examId, examId)))
    .limit(1);
  return row ?? null;
}
