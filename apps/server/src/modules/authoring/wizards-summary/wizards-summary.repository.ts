import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import {
  carouselSlots,
  chapters,
  courses,
  dictionaryCategories,
  dictionaryEntries,
  dictionaryPhrases,
  exams,
  exercises,
  reviewLessons,
} from '../../../db/schema/index.ts';
import type { AuthoredTable } from '../../../lib/resource-kit/authored-table.ts';

/** A table, how its items are named, and which of its rows are counted (all when no `only`). */
type Named = { table: AuthoredTable; nameEs: SQL; nameEn: SQL; only?: SQL };

/** Each authored table and how its items are named in the summary. */
export const SUMMARY_SOURCES = {
  courses: { table: courses, nameEs: sql`${courses.titleEs}`, nameEn: sql`${courses.titleEn}` },
  chapters: { table: chapters, nameEs: sql`${chapters.titleEs}`, nameEn: sql`${chapters.titleEn}` },
  exercises: {
    table: exercises,
    nameEs: sql`${exercises.definition} ->> 'prompt'`,
    nameEn: sql`coalesce(${exercises.definition} ->> 'promptEn', ${exercises.definition} ->> 'prompt')`,
  },
  exams: { table: exams, nameEs: sql`${exams.titleEs}`, nameEn: sql`${exams.titleEn}` },
  carousels: {
    table: carouselSlots,
    nameEs: sql`${carouselSlots.titleEs}`,
    nameEn: sql`${carouselSlots.titleEn}`,
  },
  'review-lessons': {
    table: reviewLessons,
    nameEs: sql`${reviewLessons.titleEs}`,
    nameEn: sql`${reviewLessons.titleEn}`,
  },
  'dictionary-words': {
    table: dictionaryEntries,
    nameEs: sql`${dictionaryEntries.headword}`,
    nameEn: sql`${dictionaryEntries.headword}`,
  },
  'dictionary-categories': {
    table: dictionaryCategories,
    nameEs: sql`${dictionaryCategories.nameEs}`,
    nameEn: sql`${dictionaryCategories.nameEn}`,
  },
  'dictionary-phrases': {
    table: dictionaryPhrases,
    nameEs: sql`${dictionaryPhrases.text}`,
    nameEn: sql`${dictionaryPhrases.text}`,
  },
  'video-lessons': {
    table: chapters,
    nameEs: sql`${chapters.titleEs}`,
    nameEn: sql`${chapters.titleEn}`,
    only: eq(chapters.viewMode, 'video'),
  },
  'audio-lessons': {
    table: chapters,
    nameEs: sql`${chapters.titleEs}`,
    nameEn: sql`${chapters.titleEn}`,
    only: eq(chapters.viewMode, 'audio'),
  },
} satisfies Record<string, Named>;

/** How many live items of the tenant a table holds. */
export async function liveCount(db: DbOrTx, tenantId: string, { table, only }: Named) {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), isNull(table.deletedAt), only));
  return row?.n ?? 0;
}

/**
 * The tenant's items changed last (deleted ones too), with the name of who changed them. The name is
 * read from the users table in the same statement: a display name, nothing else of the user.
 */
export async function recentChanges(
  db: DbOrTx,
  tenantId: string,
  { table, nameEs, nameEn, only }: Named,
  limit: number,
) {
  return db
    .select({
      id: sql<string>`${table.id}`,
      nameEs: sql<string>`${nameEs}`,
      nameEn: sql<string>`${nameEn}`,
      updatedAt: sql<Date>`${table.updatedAt}`.mapWith((value: string | Date) => new Date(value)),
      updatedById: sql<string | null>`${table.updatedBy}`,
      updatedByName: sql<string | null>`(select trim(u.first_name || ' ' || u.last_name) from users u
        where u.id = ${table.updatedBy} and u.tenant_id = ${tenantId})`,
      deleted: sql<boolean>`${table.deletedAt} is not null`,
    })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), only))
    .orderBy(desc(table.updatedAt), desc(table.id))
    .limit(limit);
}
