import { DICTIONARY_SEEN_WORDS_MAX, type TDictionarySeenWords } from '@puente/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import type { Actor } from '../../../lib/actor.ts';
import { BRACKETS, WORD_SEPARATOR } from '../dictionary.repository.ts';

type SeenWordRow = { key: string; side: 'en' | 'es'; title_es: string; title_en: string };

/**
 * The vocabulary of the tenant's live lessons the user has opened, as search keys (each of a side's words,
 * without what is in brackets and without `to `), each with the lesson it was last seen in.
 */
async function listSeenWords(
  db: Database,
  tenantId: string,
  userId: string,
  limit: number,
): Promise<SeenWordRow[]> {
  const result = await db.execute<SeenWordRow>(sql`
    select distinct on (w.key, s.side) w.key, s.side, c.title_es, c.title_en
    from chapter_progress p
    join chapters c on c.id = p.chapter_id and c.tenant_id = p.tenant_id and c.deleted_at is null
    cross join lateral jsonb_array_elements(c.vocabulary) as v(item)
    cross join lateral (values ('en', v.item->>'en'), ('es', v.item->>'es')) as s(side, text)
    cross join lateral regexp_split_to_table(regexp_replace(coalesce(s.text, ''), ${BRACKETS}, '', 'g'),
      ${WORD_SEPARATOR}) as parts(word)
    cross join lateral (select regexp_replace(dictionary_search_key(trim(parts.word)), '^to ', '') as key) as w
    where p.tenant_id = ${tenantId} and p.user_id = ${userId} and w.key <> ''
    order by w.key, s.side, p.last_viewed_at desc
    limit ${limit}`);
  return result.rows;
}

/** The words the caller met in the lessons they opened: the search marks these results. */
export async function seenWords(db: Database, actor: Actor): Promise<TDictionarySeenWords> {
  const rows = await listSeenWords(db, actor.tenantId, actor.userId, DICTIONARY_SEEN_WORDS_MAX);
  return {
    words: rows.map((row) => ({
      key: row.key,
      side: row.side,
      lesson: { es: row.title_es, en: row.title_en },
    })),
  };
}
