import type { TDictionaryDirection, TFalseFriendFlag } from '@puente/shared';
import { sql } from 'drizzle-orm';
import curated from '../../../../assets/dictionary/false-friends.json' with { type: 'json' };
import type { DbOrTx } from '../../../db/database.ts';
import { newId } from '../../../db/new-id.ts';

/** Schools whose list this process knows is started (the seed row is checked once per school and process). */
const seeded = new Set<string>();

/**
 * Starts a school's false friends from the curated list, once: a school that deleted some keeps them
 * deleted. One statement (the seed row and the pairs together); concurrent callers insert once.
 */
export async function ensureFalseFriends(db: DbOrTx, tenantId: string): Promise<void> {
  if (seeded.has(tenantId)) return;
  await db.execute(sql`
    with started as (
      insert into dictionary_false_friend_seeds (tenant_id) values (${tenantId})
      on conflict (tenant_id) do nothing returning tenant_id)
    insert into dictionary_false_friends (id, tenant_id, en, en_meaning, es, es_meaning, source)
    select ids.id, started.tenant_id, p.en, p."enMeaning", p.es, p."esMeaning", p.source
    from started
      cross join jsonb_to_recordset(${JSON.stringify(curated)}::jsonb) with ordinality
        as p(en text, "enMeaning" text, es text, "esMeaning" text, source text, n)
      join unnest(${sql.param(curated.map(() => newId()))}::uuid[]) with ordinality as ids(id, n) on ids.n = p.n`);
  seeded.add(tenantId);
}

type FlagRow = {
  id: string;
  en: string;
  en_meaning: string;
  es: string;
  es_meaning: string;
  source: string;
  en_key: string;
};

/**
 * The school's false friends whose English or Spanish word has one of the search keys, flagged from
 * the side that matched (`embarazada`: the Spanish side), English first when both match (`sensible`)
 * and English is searched.
 */
export async function falseFriendsOf(
  db: DbOrTx,
  tenantId: string,
  keys: readonly string[],
  directions: readonly TDictionaryDirection[],
): Promise<TFalseFriendFlag[]> {
  if (keys.length === 0) return [];
  await ensureFalseFriends(db, tenantId);
  const sides = directions.map((direction) => (direction === 'en-es' ? 'en' : 'es'));
  const result = await db.execute<FlagRow>(sql`
    select id, en, en_meaning, es, es_meaning, source, dictionary_search_key(en) as en_key
    from dictionary_false_friends
    where tenant_id = ${tenantId} and deleted_at is null
      and ((${sides.includes('en')}::boolean and dictionary_search_key(en) = any(${sql.param([...keys])}::text[]))
        or (${sides.includes('es')}::boolean and dictionary_search_key(es) = any(${sql.param([...keys])}::text[])))
    order by en, es
    limit 10`);
  return result.rows.map((row) => ({
    id: row.id,
    side: sides.includes('en') && keys.includes(row.en_key) ? 'en' : 'es',
    en: row.en,
    enMeaning: row.en_meaning,
    es: row.es,
    esMeaning: row.es_meaning,
    source: row.source,
  }));
}
