import type { TDictionaryDirection, TDictionarySearchQuery, TDictionarySearchResult } from '@puente/shared';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import { presentHit } from './dictionary.presenter.ts';
import { nearEntries, type SearchHitRow, searchEntries, searchKeyOf } from './dictionary.repository.ts';
import { falseFriendsAmong, falseFriendsOf, lemmaCandidates } from './learner/index.ts';
import type { DictionarySearchIndex } from './search/index.ts';
import { searchKeyInProcess } from './search/index.ts';
import { spellingVariants } from './spelling-variants.ts';

/** Letters only Spanish writes: a query holding one is Spanish. */
const SPANISH_ONLY = /[ñáéíóúü¿¡]/i;

/**
 * Searches the dictionary as you type: the start of a headword, in any case and with or without
 * accents (`cancion` finds `canción`), with one slip forgiven (`hte` finds `the`). `auto` searches
 * both directions unless the text can only be Spanish. Exact matches come first, then headwords that
 * start with the text, then near spellings, each by frequency of use; a form finds its lemma with a
 * note (`embarazada` → `embarazado`, feminine), and the school's false friends of the text come with the
 * results (`embarazada` ≠ `embarrassed`). Students do not see entries that
 * are only vulgar or offensive.
 *
 * With `index` (while the database's changes are heard), the shared entries, the school's words and
 * its false friends are searched in memory: no statement, unless no sure tier found anything and
 * trigrams are asked (decision 0162).
 */
export async function searchDictionary(
  db: Database,
  actor: Actor,
  query: TDictionarySearchQuery,
  index?: DictionarySearchIndex,
): Promise<TDictionarySearchResult> {
  const forced = query.dir === 'auto' ? null : query.dir;
  const directions: TDictionaryDirection[] = forced
    ? [forced]
    : SPANISH_ONLY.test(query.q)
      ? ['es-en']
      : ['en-es', 'es-en'];
  const text = query.q === '' ? '' : (searchKeyInProcess(query.q) ?? (await searchKeyOf(db, query.q)));
  const key = text.replace(/\s+/g, ' ');
  if (key.trim() === '') return { items: [], hasMore: false, direction: forced, falseFriends: [] };
  const candidates = lemmaCandidates(key, directions);
  const lemmas = [...new Set(candidates.map((candidate) => candidate.lemma))];
  const memory = (await index?.memoryFor(actor.tenantId)) ?? null;
  // The false friends of the text and of every lemma it may be a form of, read beside the search (no
  // added wait); those of a lemma the search did not find are dropped below.
  const flagged =
    query.Skip > 0
      ? Promise.resolve([])
      : memory
        ? Promise.resolve(falseFriendsAmong(memory.school.falseFriends, [key, ...lemmas], directions))
        : falseFriendsOf(db, actor.tenantId, [key, ...lemmas], directions);
  // Awaited below; a failure of the search first must not leave this rejection unhandled.
  flagged.catch(() => undefined);
  const search = {
    tenantId: actor.tenantId,
    key,
    lemmas,
    directions,
    withSensitive: actor.isStaff,
    skip: query.Skip,
    take: query.Take + 1,
  };
  const rows = memory
    ? (memory.shared.search(search, memory.school) ?? (await nearEntries(db, search)))
    : await searchEntries(db, { ...search, variants: spellingVariants(key) });
  // A lemma found only through an ending that does not fit its part of speech (`casas` → `caso`) is left
  // out; the others come in the order of the rules that found them (`embarazada`: the adjective first).
  const lemmaKeys: string[] = [];
  const fitting = (row: SearchHitRow) =>
    candidates.findIndex(
      (c) =>
        c.lemma === row.search_key &&
        c.direction === row.direction &&
        c.partsOfSpeech.some((pos) => row.parts_of_speech.includes(pos)),
    );
  const items = rows
    .slice(0, query.Take)
    .flatMap((row) => {
      if (Number(row.tier) !== 1) return [{ row, order: 0 }];
      const order = fitting(row);
      return order < 0 ? [] : [{ row, order }];
    })
    .sort((a, b) => Number(a.row.tier) - Number(b.row.tier) || a.order - b.order)
    .map(({ row, order }) => {
      if (Number(row.tier) !== 1) return presentHit(row);
      const candidate = candidates[order]!;
      lemmaKeys.push(row.search_key);
      return presentHit(row, { form: query.q, features: candidate.features });
    });
  const detected = directions.length === 1 ? directions[0] : items[0]?.direction;
  const found = new Set([key, ...lemmaKeys]);
  const falseFriends = (await flagged)
    .filter((flag) => found.has(flag.key))
    .map(({ key: _key, ...flag }) => flag);
  return { items, hasMore: rows.length > query.Take, direction: detected ?? null, falseFriends };
}
