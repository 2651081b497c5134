import {
  defaultExamSkill,
  type TChapterContent,
  type TCourseContent,
  type TExamContent,
  type TExerciseContent,
  type TReviewLessonContent,
} from '@puente/shared';
import { and, asc, eq, getTableColumns, isNull, max, notInArray, sql, type Table } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import {
  chapters,
  courses,
  enrollments,
  examQuestions,
  exams,
  exercises,
  reviewLessons,
  userExams,
  users,
} from '../../db/schema/index.ts';

/** The first key of the two-key advisory lock that lets one content import run per tenant at a time. */
const IMPORT_LOCK_CLASS = 7_202_615;

const definitionOf = ({ key: _key, ...definition }: TExerciseContent) => definition;

/** The tenant's course with the key (live or deleted), or null. */
export async function findCourseByKey(db: DbOrTx, tenantId: string, key: string) {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), eq(courses.key, key)))
    .limit(1);
  return row ?? null;
}

/** The order number after the school's live courses (1 when it has none). */
export async function nextCourseOrder(db: DbOrTx, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(courses.presentationOrder) })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), isNull(courses.deletedAt)));
  return Math.max(row?.last ?? 0, 0) + 1;
}

/** The school's first (oldest) administrator, who owns what the school's own starter content creates. */
export async function firstAdministrator(db: DbOrTx, tenantId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'Administrator')))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Upserts a course by (tenant, key), recovering it when it was deleted. `placement` is what a new course
 * takes (its owner, and, for a staff import, draft and the next order number); `keepsState`: an existing
 * course keeps its published flag and order number (a staff import never puts a course live or moves it).
 */
export async function upsertCourse(
  db: DbOrTx,
  tenantId: string,
  course: TCourseContent,
  placement: { ownerId: string | null; published: boolean; order: number; keepsState: boolean },
) {
  const content = {
    titleEs: course.title.es,
    titleEn: course.title.en,
    descriptionEs: course.description.es,
    descriptionEn: course.description.en,
    level: course.level,
    coverImage: course.coverImage,
    locale: course.locale,
    passPercent: course.passPercent,
    deletedAt: null,
  };
  const state = { presentationOrder: placement.order, published: placement.published };
  const existing = await findCourseByKey(db, tenantId, course.key);
  const [row] = await db
    .insert(courses)
    .values({ tenantId, key: course.key, ...content, ...state, ownerId: placement.ownerId })
    .onConflictDoUpdate({
      target: [courses.tenantId, courses.key],
      set: placement.keepsState ? content : { ...content, ...state },
    })
    .returning({ id: courses.id });
  return { id: row!.id, created: !existing };
}

/** Rows per multi-row statement: a few thousand parameters, far under PostgreSQL's 65,535. */
const CHUNK_ROWS = 500;

function chunksOf<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK_ROWS)
    out.push(items.slice(start, start + CHUNK_ROWS));
  return out;
}

/** An upsert's `set`: each listed column takes the value of the row that met the conflict. */
function fromExcluded<T extends Table>(table: T, keys: readonly (keyof T['_']['columns'] & string)[]) {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded.${columns[key]!.name}`)]));
}

const CHAPTER_FIELDS = [
  'position',
  'titleEs',
  'titleEn',
  'viewMode',
  'streamOrigin',
  'body',
  'transcript',
  'vocabulary',
  'deletedAt',
] as const;

/** Upserts a course's lessons in one statement each chunk; answers their ids by key. */
export async function upsertChapters(
  db: DbOrTx,
  scope: { tenantId: string; courseId: string },
  list: readonly TChapterContent[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const chunk of chunksOf(list.map((chapter, index) => ({ chapter, position: index + 1 })))) {
    const rows = await db
      .insert(chapters)
      .values(
        chunk.map(({ chapter, position }) => ({
          ...scope,
          key: chapter.key,
          position,
          titleEs: chapter.title.es,
          titleEn: chapter.title.en,
          viewMode: chapter.viewMode,
          streamOrigin: chapter.streamOrigin,
          body: chapter.body,
          transcript: chapter.transcript,
          vocabulary: chapter.vocabulary,
          deletedAt: null,
        })),
      )
      .onConflictDoUpdate({
        target: [chapters.courseId, chapters.key],
        set: fromExcluded(chapters, CHAPTER_FIELDS),
      })
      .returning({ id: chapters.id, key: chapters.key });
    for (const row of rows) ids.set(row.key, row.id);
  }
  return ids;
}

const EXERCISE_FIELDS = ['position', 'type', 'definition', 'deletedAt'] as const;

/** Upserts exercises (of any lessons of one course) in multi-row statements. */
export async function upsertExercises(
  db: DbOrTx,
  list: readonly {
    tenantId: string;
    courseId: string;
    chapterId: string;
    exercise: TExerciseContent;
    position: number;
  }[],
) {
  for (const chunk of chunksOf(list)) {
    await db
      .insert(exercises)
      .values(
        chunk.map(({ exercise, position, ...scope }) => ({
          ...scope,
          key: exercise.key,
          position,
          type: exercise.type,
          definition: definitionOf(exercise),
          deletedAt: null,
        })),
      )
      .onConflictDoUpdate({
        target: [exercises.chapterId, exercises.key],
        set: fromExcluded(exercises, EXERCISE_FIELDS),
      });
  }
}

const EXAM_FIELDS = [
  'position',
  'titleEs',
  'titleEn',
  'descriptionEs',
  'descriptionEn',
  'passMark',
  'timeLimitMinutes',
  'deletedAt',
] as const;

/** Upserts a course's exams in one statement each chunk; answers their ids by key. */
export async function upsertExams(
  db: DbOrTx,
  scope: { tenantId: string; courseId: string },
  list: readonly TExamContent[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const chunk of chunksOf(list.map((exam, index) => ({ exam, position: index + 1 })))) {
    const rows = await db
      .insert(exams)
      .values(
        chunk.map(({ exam, position }) => ({
          ...scope,
          key: exam.key,
          position,
          titleEs: exam.title.es,
          titleEn: exam.title.en,
          descriptionEs: exam.description.es,
          descriptionEn: exam.description.en,
          passMark: exam.passMark,
          timeLimitMinutes: exam.timeLimitMinutes,
          deletedAt: null,
        })),
      )
      .onConflictDoUpdate({ target: [exams.courseId, exams.key], set: fromExcluded(exams, EXAM_FIELDS) })
      .returning({ id: exams.id, key: exams.key });
    for (const row of rows) ids.set(row.key, row.id);
  }
  return ids;
}

/** Upserts exam questions (of any exams of one course) in multi-row statements. */
export async function upsertQuestions(
  db: DbOrTx,
  list: readonly { tenantId: string; examId: string; question: TExerciseContent; position: number }[],
) {
  for (const chunk of chunksOf(list)) {
    await db
      .insert(examQuestions)
      .values(
        chunk.map(({ question, position, ...scope }) => ({
          ...scope,
          key: question.key,
          position,
          type: question.type,
          definition: definitionOf(question),
          // A new question measures what its type practises most; staff may change it, import keeps it.
          skill: defaultExamSkill(question.type),
          deletedAt: null,
        })),
      )
      .onConflictDoUpdate({
        target: [examQuestions.examId, examQuestions.key],
        set: fromExcluded(examQuestions, EXERCISE_FIELDS),
      });
  }
}

const REVIEW_FIELDS = ['titleEs', 'titleEn', 'words', 'deletedAt'] as const;

/** Upserts a course's review lessons by key; each word's lesson key is turned into that lesson's id. */
export async function upsertReviewLessons(
  db: DbOrTx,
  scope: { tenantId: string; courseId: string },
  list: readonly TReviewLessonContent[],
  chapterIds: Map<string, string>,
) {
  for (const chunk of chunksOf(list)) {
    await db
      .insert(reviewLessons)
      .values(
        chunk.map((review) => ({
          ...scope,
          key: review.key,
          titleEs: review.title.es,
          titleEn: review.title.en,
          words: review.words.map(({ chapter, ...word }) => ({
            ...word,
            chapterId: chapterIds.get(chapter)!,
          })),
          deletedAt: null,
        })),
      )
      .onConflictDoUpdate({
        target: [reviewLessons.courseId, reviewLessons.key],
        set: fromExcluded(reviewLessons, REVIEW_FIELDS),
      });
  }
}

/**
 * Takes the tenant's import turn for the rest of the transaction, or answers false at once when another
 * import of the tenant holds it (imports of different tenants do not wait for each other).
 */
export async function tryImportTurn(db: DbOrTx, tenantId: string): Promise<boolean> {
  const result = await db.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(${IMPORT_LOCK_CLASS}::int, hashtext(${tenantId})) as locked`,
  );
  return result.rows[0]?.locked === true;
}

/** Soft-deletes the children a new version of the package no longer has. */
export async function retireMissing(
  db: DbOrTx,
  level: 'chapters' | 'exercises' | 'exams' | 'questions' | 'review-lessons',
  parentId: string,
  keys: string[],
  now: Date,
) {
  const keep = (column: Parameters<typeof notInArray>[0]) =>
    keys.length ? notInArray(column, keys) : undefined;
  if (level === 'chapters') {
    await db
      .update(chapters)
      .set({ deletedAt: now })
      .where(and(eq(chapters.courseId, parentId), keep(chapters.key), isNull(chapters.deletedAt)));
  } else if (level === 'exercises') {
    await db
      .update(exercises)
      .set({ deletedAt: now })
      .where(and(eq(exercises.chapterId, parentId), keep(exercises.key), isNull(exercises.deletedAt)));
  } else if (level === 'exams') {
    await db
      .update(exams)
      .set({ deletedAt: now })
      .where(and(eq(exams.courseId, parentId), keep(exams.key), isNull(exams.deletedAt)));
  } else if (level === 'review-lessons') {
    await db
      .update(reviewLessons)
      .set({ deletedAt: now })
      .where(
        and(eq(reviewLessons.courseId, parentId), keep(reviewLessons.key), isNull(reviewLessons.deletedAt)),
      );
  } else {
    await db
      .update(examQuestions)
      .set({ deletedAt: now })
      .where(
        and(eq(examQuestions.examId, parentId), keep(examQuestions.key), isNull(examQuestions.deletedAt)),
      );
  }
}

/** Students already enrolled in a course own the exams an import added to it. */
export async function grantExamsToEnrolled(
  db: DbOrTx,
  tenantId: string,
  courseId: string,
  examIds: string[],
  now: Date,
) {
  const enrolled = await db
    .select({ userId: enrollments.userId })
    .from(enrollments)
    .where(and(eq(enrollments.tenantId, tenantId), eq(enrollments.courseId, courseId)));
  const values = enrolled.flatMap(({ userId }) =>
    examIds.map((examId) => ({ tenantId, userId, examId, createdAt: now })),
  );
  if (values.length) await db.insert(userExams).values(values).onConflictDoNothing();
}
