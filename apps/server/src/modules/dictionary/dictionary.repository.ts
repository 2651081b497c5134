import type { TDictionaryDirection, TPartOfSpeech } from '@puente/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { escapeLike } from '../../lib/escape-like.ts';

export type SearchHitRow = {
  id: string;
  headword: string;
  direction: TDictionaryDirection;
  parts_of_speech: TPartOfSpeech[];
  summary: string;
  frequency_band: number;
  search_key: string;
  tier: number;
};

/** The search key of a text, as the `search_key` column has it (lower case, accents folded by unaccent). */
export async function searchKeyOf(db: Database, text: string): Promise<string> {
  const result = await db.execute<{ key: string }>(sql`select dictionary_search_key(${text}) as key`);
  return result.rows[0]?.key ?? '';
}

const likePrefix = (key: string) => `${escapeLike(key)}%`;

type SearchQuery = {
  tenantId: string;
  key: string;
  variants: string[];
  /** Headwords the key may be an inflected form of. */
  lemmas: string[];
  directions: TDictionaryDirection[];
  withSensitive: boolean;
  skip: number;
  take: number;
};

/**
 * Entries visible to a tenant (shared ones it has not overridden, and its own) whose search key is the
 * key (tier 0), a lemma the key may be a form of (1), starts with the key (2), is one slip away (3), or
 * when none is, similar by trigrams (4, keys of 3+ letters); ranked by tier, common words before names (`house`
 * before `House`), then by frequency. Entries that are only vulgar or offensive are left out
 * unless `withSensitive`.
 *
 * Tiers 0–3 are index lookups (a few rows, from the b-tree on `search_key`); the trigram tier rechecks
 * every entry sharing trigrams with the key (a thousand and more for a short key). It is the "did you
 * mean": asked only when no surer tier found anything. A text that is a word, a form of one, the start of
 * one or a slip away from one never pays for it (decision 0161).
 */
export async function searchEntries(db: Database, query: SearchQuery): Promise<SearchHitRow[]> {
  const wanted = query.skip + query.take;
  const sure = await entriesMatching(db, query, 'sure', wanted);
  if (sure.length > 0 || Array.from(query.key).length < 3) return sure.slice(query.skip);
  return nearEntries(db, query);
}

/** The trigram tier alone (tier 4), ranked: for a text no surer tier found (decision 0161). */
export async function nearEntries(
  db: Database,
  query: Omit<SearchQuery, 'variants' | 'lemmas'>,
): Promise<SearchHitRow[]> {
  const rows = await entriesMatching(
    db,
    { ...query, variants: [], lemmas: [] },
    'near',
    query.skip + query.take,
  );
  return rows.slice(query.skip);
}

/** An entry as the in-process search index keeps it (`headword-index.ts`). */
export type IndexedEntryRow = Omit<SearchHitRow, 'tier'> & {
  proper_noun: boolean;
  frequency_rank: number | null;
  sensitive_only: boolean;
};

/**
 * The live entries of the shared dictionary (`tenantId` null) or of one school, with what ranks them;
 * for a school, also the shared entries its words replace. One statement; parts of speech as one text
 * (parsed faster than an array, and the few distinct lists are shared in memory).
 */
export async function listLiveEntries(
  db: Database,
  tenantId: string | null,
): Promise<{ entries: IndexedEntryRow[]; overridden: string[] }> {
  const result = await db.execute<
    Omit<IndexedEntryRow, 'parts_of_speech'> & { parts_of_speech: string; overrides_entry_id: string | null }
  >(sql`
    select id, headword, direction, array_to_string(parts_of_speech, ',') as parts_of_speech, summary,
      frequency_band, search_key, proper_noun, frequency_rank, sensitive_only, overrides_entry_id
    from dictionary_entries
    where deleted_at is null and ${tenantId === null ? sql`tenant_id is null` : sql`tenant_id = ${tenantId}`}`);
  const lists = new Map<string, TPartOfSpeech[]>();
  const overridden: string[] = [];
  const entries = result.rows.map(({ parts_of_speech, overrides_entry_id, ...row }) => {
    if (overrides_entry_id !== null) overridden.push(overrides_entry_id);
    let list = lists.get(parts_of_speech);
    if (!list) {
      list = parts_of_speech === '' ? [] : (parts_of_speech.split(',') as TPartOfSpeech[]);
      lists.set(parts_of_speech, list);
    }
    return { ...row, frequency_band: Number(row.frequency_band), parts_of_speech: list };
  });
  return { entries, overridden };
}

/** The entries of tiers 0–3 (`sure`), or of the trigram tier (`near`), ranked: the first `limit`. */
async function entriesMatching(
  db: Database,
  query: SearchQuery,
  tiers: 'sure' | 'near',
  limit: number,
): Promise<SearchHitRow[]> {
  const prefix = likePrefix(query.key);
  const sure = sql`(e.search_key like ${prefix}
        or e.search_key = any(${sql.param(query.variants)}::text[])
        or e.search_key = any(${sql.param(query.lemmas)}::text[]))`;
  const result = await db.execute<SearchHitRow>(sql`
    select e.id, e.headword, e.direction, e.parts_of_speech, e.summary, e.frequency_band, e.search_key,
      ${
        tiers === 'near'
          ? sql`4`
          : sql`case when e.search_key = ${query.key} then 0
        when e.search_key = any(${sql.param(query.lemmas)}::text[]) then 1
        when e.search_key like ${prefix} then 2
        else 3 end`
      } as tier
    from dictionary_entries e
    where e.deleted_at is null
      and (e.tenant_id is null or e.tenant_id = ${query.tenantId})
      and e.direction = any(${sql.param(query.directions)}::text[])
      and (${query.withSensitive}::boolean or not e.sensitive_only)
      and ${tiers === 'near' ? sql`e.search_key % ${query.key}` : sure}
      and not exists (select 1 from dictionary_entries o where o.overrides_entry_id = e.id
        and o.tenant_id = ${query.tenantId} and o.deleted_at is null)
    order by tier,
      ${tiers === 'near' ? sql`round((1 - similarity(e.search_key, ${query.key}))::numeric, 1),` : sql``}
      e.proper_noun, e.frequency_rank nulls last, length(e.headword), e.headword, e.id
    limit ${limit}`);
  return result.rows;
}

export type EntryRow = {
  id: string;
  headword: string;
  search_key: string;
  direction: TDictionaryDirection;
  ipa: string | null;
  frequency_band: number;
  source: 'wiktionary' | 'staff';
  examples: { en: string; es: string }[];
  category_es: string | null;
  category_en: string | null;
  /** The staff's live recording of the word, when there is one. */
  audio_media_id: string | null;
  audio_tenant_id: string | null;
};

export type SenseRow = {
  id: string;
  part_of_speech: TPartOfSpeech;
  gender: string | null;
  gloss: string | null;
  tags: string[];
  sensitive: boolean;
  see_also: string | null;
  see_also_entry_id: string | null;
  translations: {
    text: string;
    gender: string | null;
    tags: string[];
    sensitive: boolean;
    entryId: string | null;
  }[];
};

/** An entry the tenant can see (shared or its own, not deleted), or null. */
export async function findEntry(db: Database, tenantId: string, id: string): Promise<EntryRow | null> {
  const result = await db.execute<EntryRow>(sql`
    select e.id, e.headword, e.search_key, e.direction, e.ipa, e.frequency_band, e.source, e.examples,
      c.name_es as category_es, c.name_en as category_en, m.id as audio_media_id, m.tenant_id as audio_tenant_id
    from dictionary_entries e
      left join dictionary_categories c on c.id = e.category_id and c.tenant_id = ${tenantId} and c.deleted_at is null
      left join media m on m.id = e.audio_media_id and m.tenant_id = ${tenantId} and m.deleted_at is null
    where e.id = ${id} and e.deleted_at is null and (e.tenant_id is null or e.tenant_id = ${tenantId})`);
  return result.rows[0] ?? null;
}

/** The senses of an entry the tenant sees (imported, and its staff's), each with its translations. */
export async function listSenses(db: Database, tenantId: string, entryId: string): Promise<SenseRow[]> {
  const result = await db.execute<SenseRow>(sql`
    select s.id, s.part_of_speech, s.gender, s.gloss, s.tags, s.sensitive, s.see_also, s.see_also_entry_id,
      coalesce((select json_agg(json_build_object('text', t.text, 'gender', t.gender, 'tags', t.tags,
          'sensitive', t.sensitive, 'entryId', t.target_entry_id) order by t.position)
        from dictionary_translations t where t.sense_id = s.id), '[]'::json) as translations
    from dictionary_senses s
    where s.entry_id = ${entryId} and (s.tenant_id is null or s.tenant_id = ${tenantId})
    order by (s.source = 'staff') desc, s.position`);
  return result.rows;
}

export type PhraseRow = {
  id: string;
  kind: 'phrase' | 'idiom';
  text: string;
  translation: string;
  example: string;
};

/** The school's live phrases and idioms linked to an entry. */
export async function listEntryPhrases(
  db: Database,
  tenantId: string,
  entryId: string,
): Promise<PhraseRow[]> {
  const result = await db.execute<PhraseRow>(sql`
    select id, kind, text, translation, example from dictionary_phrases
    where tenant_id = ${tenantId} and deleted_at is null and word_ids @> array[${entryId}]::uuid[]
    order by text, id`);
  return result.rows;
}

/** What is in brackets in a vocabulary side ("buenas noches (al irse a dormir)"), and its word separators. */
export const BRACKETS = String.raw`\s*\([^)]*\)`;
export const WORD_SEPARATOR = String.raw`\s*[,;/]\s*`;

export type EntryLessonRow = {
  course_id: string;
  chapter_id: string;
  title_es: string;
  title_en: string;
  example: string;
  example_es: string | null;
  seen: boolean;
};

/**
 * The tenant's live, assigned lessons whose vocabulary has the word on the entry's side (`en` for
 * English entries, `es` for Spanish ones), case- and accent-insensitive: each of the side's words separated by
 * commas ("maestro, profesor"), without what is in brackets, and "to run" for "run";
 * only published courses unless `withUnpublished` (staff).
 */
export async function listEntryLessons(
  db: Database,
  tenantId: string,
  entry: Pick<EntryRow, 'headword' | 'direction'>,
  options: { withUnpublished: boolean; limit: number; userId: string },
): Promise<EntryLessonRow[]> {
  const side = entry.direction === 'en-es' ? 'en' : 'es';
  const result = await db.execute<EntryLessonRow>(sql`
    select c.course_id, c.id as chapter_id, c.title_es, c.title_en,
      v.item->>'example' as example, v.item->>'exampleEs' as example_es,
      exists (select 1 from chapter_progress p where p.tenant_id = c.tenant_id and p.user_id = ${options.userId}
        and p.chapter_id = c.id) as seen
    from chapters c
    join courses co on co.id = c.course_id and co.tenant_id = c.tenant_id and co.deleted_at is null
    cross join lateral jsonb_array_elements(c.vocabulary) as v(item)
    cross join lateral regexp_split_to_table(
      regexp_replace(v.item->>${side}, ${BRACKETS}, '', 'g'), ${WORD_SEPARATOR}) as w(word)
    where c.tenant_id = ${tenantId} and c.deleted_at is null and c.assigned
      and (co.published or ${options.withUnpublished})
      and regexp_replace(dictionary_search_key(trim(w.word)), '^to ', '') = dictionary_search_key(${entry.headword}::text)
    order by co.presentation_order, c.position
    limit ${options.limit}`);
  return result.rows;
}
