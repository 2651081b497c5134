import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { chapterProgress, chapters, courses } from '../../db/schema/index.ts';
import { preparedPerDatabase } from '../../lib/prepared-per-database.ts';
import type { ExerciseHeadingRow } from '../exercises/index.ts';

/** A live lesson of the tenant in a live course; students only reach lessons of published courses. */
const visibleChapter = (tenantId: string, chapterId: string, asStaff: boolean) =>
  and(
    eq(chapters.tenantId, tenantId),
    eq(chapters.id, chapterId),
    isNull(chapters.deletedAt),
    isNull(courses.deletedAt),
    asStaff ? undefined : eq(courses.published, true),
    asStaff ? undefined : eq(chapters.assigned, true),
  );

/** A live lesson of the tenant with its course; students only reach lessons of published courses. */
export async function findVisibleChapter(db: DbOrTx, tenantId: string, chapterId: string, asStaff: boolean) {
  const [row] = await db
    .select({ chapter: chapters, course: courses })
    .from(chapters)
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .where(visibleChapter(tenantId, chapterId, asStaff))
    .limit(1);
  return row ?? null;
}

/** findLiveChapterContent's query, prepared per database. */
const chapterContent = preparedPerDatabase((db) =>
  db
    .select({
      // What the lesson page shows: not the course's descriptions nor the lesson's authoring columns.
      chapter: {
        id: chapters.id,
        position: chapters.position,
        titleEs: chapters.titleEs,
        titleEn: chapters.titleEn,
        viewMode: chapters.viewMode,
        streamOrigin: chapters.streamOrigin,
        body: chapters.body,
        transcript: chapters.transcript,
        vocabulary: chapters.vocabulary,
        assigned: chapters.assigned,
      },
      course: {
        id: courses.id,
        titleEs: courses.titleEs,
        titleEn: courses.titleEn,
        passPercent: courses.passPercent,
        published: courses.published,
      },
      lessonIds: sql<string[]>`array(
        select l.id from chapters l
        where l.tenant_id = ${sql.placeholder('tenantId')} and l.course_id = "courses"."id" and l.deleted_at is null and l.assigned
        order by l.position)`,
      // The lesson's live exercises as listLessonExercisesWithStats lists them (its instruction, never its
      // answers), in the same statement (decision 0174).
      exercises: sql<ExerciseHeading[]>`coalesce((
        select json_agg(json_build_object(
          'id', x.id, 'courseId', x.course_id, 'chapterId', x.chapter_id, 'position', x.position, 'type', x.type,
          'prompt', x.definition ->> 'prompt', 'promptEn', x.definition ->> 'promptEn'
        ) order by x.position)
        from exercises x
        where x.tenant_id = ${sql.placeholder('tenantId')} and x.chapter_id = "chapters"."id"
          and x.course_id = "courses"."id" and x.deleted_at is null), '[]'::json)`,
    })
    .from(chapters)
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .where(
      and(
        eq(chapters.tenantId, sql.placeholder('tenantId')),
        eq(chapters.id, sql.placeholder('chapterId')),
        isNull(chapters.deletedAt),
        isNull(courses.deletedAt),
      ),
    )
    .limit(1)
    .prepare('catalog_chapter_content'),
);

/** A lesson's instruction-only exercise heading, as the lesson page lists it. */
export type ExerciseHeading = Omit<ExerciseHeadingRow, 'best' | 'attempts'>;

/**
 * A live lesson of the tenant in a live course, published or not, assigned or not (the caller decides who
 * may see it), with its course, the ids of its course's live lessons in order and its live exercises'
 * headings: what every reader of the lesson shares, one round trip, prepared.
 */
export async function findLiveChapterContent(db: DbOrTx, tenantId: string, chapterId: string) {
  const [row] = await chapterContent(db).execute({ tenantId, chapterId });
  return row ?? null;
}

/** Records a view (and, when `complete`, the completion: kept from the first time). */
export async function upsertChapterProgress(
  db: DbOrTx,
  input: {
    tenantId: string;
    userId: string;
    courseId: string;
    chapterId: string;
    now: Date;
    complete: boolean;
  },
) {
  const [row] = await db
    .insert(chapterProgress)
    .values({
      tenantId: input.tenantId,
      userId: input.userId,
      courseId: input.courseId,
      chapterId: input.chapterId,
      firstViewedAt: input.now,
      lastViewedAt: input.now,
      completedAt: input.complete ? input.now : null,
    })
    .onConflictDoUpdate({
      target: [chapterProgress.userId, chapterProgress.chapterId],
      set: {
        lastViewedAt: input.now,
        completedAt: input.complete
          ? sql`coalesce(${chapterProgress.completedAt}, ${input.now.toISOString()}::timestamptz)`
          : sql`${chapterProgress.completedAt}`,
      },
    })
    .returning();
  return row!;
}
