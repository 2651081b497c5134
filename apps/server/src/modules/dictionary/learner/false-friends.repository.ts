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
    select u.id, started.tenant_id, u.en, u.en_meaning, u.es, u.es_meaning, u.source
    from started cross join unnest(${sql.param(curated.map(() => newId()))}::uuid[],
      ${sql.param(curated.map((p) => p.en))}::text[], ${sql.param(curated.map((p) => p.enMeaning))}::text[],
      ${sql.param(curated.map((p) => p.es))}::text[], ${sql.param(curated.map((p) => p.esMeaning))}::text[],
      ${sql.param(curated.map((p) => p.source))}::text[]) as u(id, en, en_meaning, es, es_meaning, source)`);
  seeded.add(tenantId);
}

type FlagRow = { en: string; en_meaning: string; es: string; es_meaning: string; source: string };

/** A word as search keys compare it: lower case, accents folded, spaces single (`dictionary_search_key`). */
const foldedKey = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');

/** The keys of the lists' words, computed once each: every search compares the whole list. */
const keys = new Map<string, string>();
const keyOf = (text: string): string => {
  let key = keys.get(text);
  if (key === undefined) {
    key = foldedKey(text);
    if (keys.size < 50_000) keys.set(text, key);
  }
  return key;
};

/**
 * The school's false friends whose English or Spanish word has one of the search keys, flagged from
 * the side that matched (`embarazada`: the Spanish side; English first when both match, as `sensible`,
 * and English is searched). A school whose staff never opened the list reads the curated one from
 * memory: looking words up never writes (a write would empty the cached searches). Each flag says which
 * key it matched.
 */
export async function falseFriendsOf(
  db: DbOrTx,
  tenantId: string,
  keys: readonly string[],
  directions: readonly TDictionaryDirection[],
): Promise<(TFalseFriendFlag & { key: string })[]> {
  if (keys.length === 0) return [];
  const sides = directions.map((direction) => (direction === 'en-es' ? 'en' : 'es'));
  const wanted = new Set(keys);
  // One statement: whether the list was started, and if so its matching pairs.
  const result = await db.execute<FlagRow & { seeded: boolean }>(sql`
    select s.seeded, f.en, f.en_meaning, f.es, f.es_meaning, f.source
    from (select exists (select 1 from dictionary_false_friend_seeds where tenant_id = ${tenantId}) as seeded) s
    left join lateral (
      select en, en_meaning, es, es_meaning, source from dictionary_false_friends
      where tenant_id = ${tenantId} and deleted_at is null
        and ((${sides.includes('en')}::boolean and dictionary_search_key(en) = any(${sql.param([...keys])}::text[]))
          or (${sides.includes('es')}::boolean and dictionary_search_key(es) = any(${sql.param([...keys])}::text[])))
      order by en, es
      limit 10) f on s.seeded`);
  const rows: FlagRow[] = result.rows[0]?.seeded
    ? result.rows.filter((row) => row.en !== null)
    : curatedMatching(sides, wanted);
  return flagsOf(rows, sides, wanted);
}

const curatedRows: FlagRow[] = curated.map((pair) => ({
  en: pair.en,
  en_meaning: pair.enMeaning,
  es: pair.es,
  es_meaning: pair.esMeaning,
  source: pair.source,
}));

/** The curated pairs with a word of a wanted side among the keys, in the list's order. */
const curatedMatching = (sides: readonly string[], wanted: ReadonlySet<string>): FlagRow[] =>
  curatedRows.filter(
    (pair) =>
      (sides.includes('en') && wanted.has(keyOf(pair.en))) ||
      (sides.includes('es') && wanted.has(keyOf(pair.es))),
  );

/** A school's live false friends as the search keeps them in memory: its own list once started. */
export type FalseFriendList = { seeded: boolean; rows: readonly FlagRow[] };

/** The school's list in one statement: whether it was started, and its live pairs. */
export async function listFalseFriends(db: DbOrTx, tenantId: string): Promise<FalseFriendList> {
  const result = await db.execute<FlagRow & { seeded: boolean }>(sql`
    select s.seeded, f.en, f.en_meaning, f.es, f.es_meaning, f.source
    from (select exists (select 1 from dictionary_false_friend_seeds where tenant_id = ${tenantId}) as seeded) s
    left join lateral (
      select en, en_meaning, es, es_meaning, source from dictionary_false_friends
      where tenant_id = ${tenantId} and deleted_at is null) f on s.seeded`);
  const seeded = result.rows[0]?.seeded ?? false;
  return { seeded, rows: seeded ? result.rows.filter((row) => row.en !== null) : [] };
}

/**
 * `falseFriendsOf` answered from a list in memory (`listFalseFriends`): the same flags in the same
 * order (a started list by English then Spanish word, ten at most; the curated one in its order).
 */
export function falseFriendsAmong(
  list: FalseFriendList,
  keys: readonly string[],
  directions: readonly TDictionaryDirection[],
): (TFalseFriendFlag & { key: string })[] {
  if (keys.length === 0) return [];
  const sides = directions.map((direction) => (direction === 'en-es' ? 'en' : 'es'));
  const wanted = new Set(keys);
  if (!list.seeded) return flagsOf(curatedMatching(sides, wanted), sides, wanted);
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const rows = list.rows
    .filter(
      (row) =>
        (sides.includes('en') && wanted.has(keyOf(row.en))) ||
        (sides.includes('es') && wanted.has(keyOf(row.es))),
    )
    .sort((a, b) => byText(a.en, b.en) || byText(a.es, b.es))
    .slice(0, 10);
  return flagsOf(rows, sides, wanted);
}

/** Each pair flagged from the side that matched, with the key it matched. */
function flagsOf(
  rows: readonly FlagRow[],
  sides: readonly string[],
  wanted: ReadonlySet<string>,
): (TFalseFriendFlag & { key: string })[] {
  return rows.map((row) => {
    const side = sides.includes('en') && wanted.has(keyOf(row.en)) ? 'en' : 'es';
    return {
      side,
      key: keyOf(side === 'en' ? row.en : row.es),
      en: row.en,
      enMeaning: row.en_meaning,
      es: row.es,
      esMeaning: row.es_meaning,
      source: row.source,
    };
  });
}
