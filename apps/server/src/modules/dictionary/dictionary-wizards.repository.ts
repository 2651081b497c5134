import type { TPartOfSpeech } from '@puente/shared';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import {
  type DictionaryCategoryRow,
  type DictionaryEntryRow,
  dictionaryCategories,
  dictionaryEntries,
  dictionaryPhrases,
  dictionarySenses,
  dictionaryTranslations,
  media,
} from '../../db/schema/index.ts';
import { liveValueTaken } from '../../lib/resource-kit/live-value-taken.ts';

/** The unique indexes of the wizards' tables and the form field each guards. */
export const WORD_UNIQUE_FIELDS = { dictionary_entries_staff_word_live_key: 'headword' };
export const CATEGORY_UNIQUE_FIELDS = { dictionary_categories_name_live_key: 'name.es' };
export const PHRASE_UNIQUE_FIELDS = { dictionary_phrases_text_live_key: 'text' };

/** A staff word's senses: gloss and translations in order. */
export type WordSense = { gloss: string; translations: string[] };

/** Whether a live word of the school (other than `excludeId`) has the headword (and part of speech). */
export async function wordTaken(
  db: DbOrTx,
  tenantId: string,
  query: { value: string; partOfSpeech?: TPartOfSpeech | undefined; excludeId?: string | undefined },
) {
  const [row] = await db
    .select({ id: dictionaryEntries.id })
    .from(dictionaryEntries)
    .where(
      and(
        eq(dictionaryEntries.tenantId, tenantId),
        eq(dictionaryEntries.source, 'staff'),
        eq(dictionaryEntries.direction, 'en-es'),
        isNull(dictionaryEntries.deletedAt),
        sql`${dictionaryEntries.searchKey} = dictionary_search_key(${query.value}::text)`,
        query.partOfSpeech ? sql`${dictionaryEntries.partsOfSpeech}[1] = ${query.partOfSpeech}` : undefined,
        query.excludeId ? ne(dictionaryEntries.id, query.excludeId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The senses (staff's) of the words, by entry id. */
export async function wordSenses(db: DbOrTx, entryIds: string[]): Promise<Map<string, WordSense[]>> {
  const senses = new Map<string, WordSense[]>();
  if (entryIds.length === 0) return senses;
  const rows = await db
    .select({
      entryId: dictionarySenses.entryId,
      gloss: dictionarySenses.gloss,
      translations: sql<string[]>`coalesce((select array_agg(t.text order by t.position)
        from dictionary_translations t where t.sense_id = dictionary_senses.id), '{}')`,
    })
    .from(dictionarySenses)
    .where(and(inArray(dictionarySenses.entryId, entryIds), eq(dictionarySenses.source, 'staff')))
    .orderBy(dictionarySenses.entryId, dictionarySenses.position);
  for (const row of rows) {
    const list = senses.get(row.entryId) ?? [];
    list.push({ gloss: row.gloss ?? '', translations: row.translations });
    senses.set(row.entryId, list);
  }
  return senses;
}

/** Replaces a word's staff senses and their translations. */
export async function writeWordSenses(
  db: DbOrTx,
  entry: Pick<DictionaryEntryRow, 'id' | 'tenantId' | 'partsOfSpeech'>,
  senses: WordSense[],
) {
  await db
    .delete(dictionarySenses)
    .where(and(eq(dictionarySenses.entryId, entry.id), eq(dictionarySenses.source, 'staff')));
  const inserted = await db
    .insert(dictionarySenses)
    .values(
      senses.map((sense, position) => ({
        entryId: entry.id,
        tenantId: entry.tenantId,
        source: 'staff' as const,
        position,
        partOfSpeech: entry.partsOfSpeech[0] ?? 'other',
        gloss: sense.gloss || null,
        tags: [],
      })),
    )
    .returning({ id: dictionarySenses.id, position: dictionarySenses.position });
  const translations = inserted.flatMap((row) =>
    (senses[row.position]?.translations ?? []).map((text, position) => ({
      senseId: row.id,
      position,
      text,
      tags: [],
    })),
  );
  if (translations.length) await db.insert(dictionaryTranslations).values(translations);
}

/** The categories of the school by id (deleted ones too: a word keeps its category's name). */
export async function categoriesById(db: DbOrTx, tenantId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, DictionaryCategoryRow>();
  const rows = await db
    .select()
    .from(dictionaryCategories)
    .where(and(eq(dictionaryCategories.tenantId, tenantId), inArray(dictionaryCategories.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Whether the school has this live category. */
export async function liveCategoryExists(db: DbOrTx, tenantId: string, id: string) {
  const [row] = await db
    .select({ id: dictionaryCategories.id })
    .from(dictionaryCategories)
    .where(
      and(
        eq(dictionaryCategories.tenantId, tenantId),
        eq(dictionaryCategories.id, id),
        isNull(dictionaryCategories.deletedAt),
      ),
    );
  return Boolean(row);
}

/** Whether the school has this live audio file. */
export async function liveAudioExists(db: DbOrTx, tenantId: string, id: string) {
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(
      and(eq(media.tenantId, tenantId), eq(media.id, id), eq(media.kind, 'audio'), isNull(media.deletedAt)),
    );
  return Boolean(row);
}

/** The live words of the school per category. */
export async function wordCounts(db: DbOrTx, tenantId: string, categoryIds: string[]) {
  if (categoryIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ categoryId: dictionaryEntries.categoryId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(dictionaryEntries)
    .where(
      and(
        eq(dictionaryEntries.tenantId, tenantId),
        isNull(dictionaryEntries.deletedAt),
        inArray(dictionaryEntries.categoryId, categoryIds),
      ),
    )
    .groupBy(dictionaryEntries.categoryId);
  return new Map(rows.map((row) => [row.categoryId ?? '', row.n]));
}

/** Whether a live category of the school (other than `excludeId`) has the Spanish name. */
export function categoryTaken(db: DbOrTx, tenantId: string, value: string, excludeId?: string) {
  return liveValueTaken(db, dictionaryCategories, {
    tenantId,
    columns: [dictionaryCategories.nameEs],
    value,
    excludeId,
  });
}

/** Whether a live phrase of the school (other than `excludeId`) has the text. */
export function phraseTaken(db: DbOrTx, tenantId: string, value: string, excludeId?: string) {
  return liveValueTaken(db, dictionaryPhrases, {
    tenantId,
    columns: [dictionaryPhrases.text],
    value,
    excludeId,
  });
}

/** The headwords of the live entries the school sees (shared or its own) among the ids. */
export async function visibleHeadwords(db: DbOrTx, tenantId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: dictionaryEntries.id, headword: dictionaryEntries.headword })
    .from(dictionaryEntries)
    .where(
      and(
        inArray(dictionaryEntries.id, ids),
        isNull(dictionaryEntries.deletedAt),
        sql`(${dictionaryEntries.tenantId} is null or ${dictionaryEntries.tenantId} = ${tenantId})`,
      ),
    );
  return new Map(rows.map((row) => [row.id, row.headword]));
}
