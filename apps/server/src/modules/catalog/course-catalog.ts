import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/database.ts';
import { type Course, courses } from '../../db/schema/index.ts';
import { createDataCache, type DataCache, tagOf } from '../../lib/data-cache.ts';
import { findLiveChapterContent } from './chapters.repository.ts';
import type { LessonRow } from './course.presenter.ts';

/** A live course of a school with its live lessons (in order) and their exercise counts. */
type CatalogCourse = { course: Course; lessons: LessonRow[] };

/** How long a school's catalog is kept at most when no change to it is heard. */
const CATALOG_KEPT_MS = 10 * 60_000;
/** Schools whose catalog is kept (the least recently asked for goes first, lessons or lists). */
const SCHOOLS_KEPT = 2_000;
/** Lessons kept, of every school (each a few kilobytes: its explanation, transcript and vocabulary; some 50 MB at most). */
const LESSONS_KEPT = 5_000;

/**
 * A school's live courses (published or not: students see only the published ones), in the order the
 * list shows them, each with its live lessons assigned to it and their live exercises counted.
 */
async function readCatalog(db: DbOrTx, tenantId: string): Promise<CatalogCourse[]> {
  const rows = await db
    .select({
      course: courses,
      lessons: sql<LessonRow[]>`coalesce((
        select json_agg(json_build_object(
          'id', ch.id, 'courseId', ch.course_id, 'position', ch.position, 'titleEs', ch.title_es,
          'titleEn', ch.title_en, 'viewMode', ch.view_mode,
          'exerciseCount', (select count(*)::int from exercises x where x.chapter_id = ch.id and x.deleted_at is null)
        ) order by ch.position)
        from chapters ch
        where ch.tenant_id = ${tenantId} and ch.course_id = "courses"."id" and ch.deleted_at is null and ch.assigned), '[]'::json)`,
    })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), isNull(courses.deletedAt)))
    .orderBy(asc(courses.presentationOrder), asc(courses.titleEs));
  return rows;
}

/** A live lesson as every reader shares it (findLiveChapterContent's row). */
type CatalogLesson = NonNullable<Awaited<ReturnType<typeof findLiveChapterContent>>>;

export interface CourseCatalog {
  /** The school's catalog: from memory while changes are heard, else read now. */
  coursesOf(tenantId: string): Promise<CatalogCourse[]>;
  /** A live lesson of the school with its course, lessons and exercises, or null: as `coursesOf`. */
  lessonOf(tenantId: string, chapterId: string): Promise<CatalogLesson | null>;
}

/**
 * Every school's catalog (its courses and their lessons) is the same for each of its students: kept in
 * memory (decision 0176), as the dictionary's index is, and read again once a change to the school's
 * content or settings is heard (`content:<tenant>`, `tenant:<tenant>`, the database's triggers of
 * migration 0006) or told by a writer on this instance (`changes`: the data cache's, so a staff write
 * drops it before its answer leaves). While changes are not heard, every call reads the database.
 */
export function createCourseCatalog(
  db: Database,
  changes: DataCache['changes'],
  options: { keptMs?: number } = {},
): CourseCatalog {
  const memory = createDataCache({
    ttlMs: options.keptMs ?? CATALOG_KEPT_MS,
    max: SCHOOLS_KEPT + LESSONS_KEPT,
  });
  memory.connect(changes);
  const tags = (tenantId: string) => [tagOf('content', tenantId), tagOf('tenant', tenantId)];
  return {
    coursesOf: (tenantId) =>
      memory.get(`catalog:${tenantId}`, tags(tenantId), () => readCatalog(db, tenantId)),
    lessonOf: (tenantId, chapterId) =>
      memory.get(`lesson:${tenantId}:${chapterId}`, tags(tenantId), () =>
        findLiveChapterContent(db, tenantId, chapterId),
      ),
  };
}
