import type { TDictionaryDirection } from '@puente/shared';
import { describe, expect, it } from 'vitest';
import type { IndexedEntryRow } from '../dictionary.repository.ts';
import { entryOf, HeadwordIndex, type IndexSearch, oneSlipApart } from './headword-index.ts';

let serial = 0;
/** An entry; its key is the headword lower-cased (the texts here have no accents). */
function row(headword: string, extra: Partial<IndexedEntryRow> = {}): IndexedEntryRow {
  serial++;
  return {
    id: `00000000-0000-7000-8000-${String(serial).padStart(12, '0')}`,
    headword,
    direction: 'en-es',
    parts_of_speech: ['noun'],
    summary: `${headword} (es)`,
    frequency_band: 5,
    search_key: headword.toLowerCase(),
    proper_noun: false,
    frequency_rank: null,
    sensitive_only: false,
    ...extra,
  };
}

const none = { entries: [], overridden: new Set<string>() };
const ask = (overrides: Partial<IndexSearch> & { key: string }): IndexSearch => ({
  lemmas: [],
  directions: ['en-es', 'es-en'],
  withSensitive: false,
  skip: 0,
  take: 10,
  ...overrides,
});
const found = (hits: { headword: string; tier: number }[] | null) =>
  hits?.map((hit) => `${hit.headword}:${hit.tier}`) ?? null;

describe('HeadwordIndex', () => {
  it('ranks the exact word first, then a lemma, words starting with it, one slip away; names after words', () => {
    const index = new HeadwordIndex([
      row('House', { proper_noun: true, frequency_rank: 300 }),
      row('house', { frequency_rank: 300 }),
      row('household', { frequency_rank: 4000 }),
      row('housing', { frequency_rank: 2000 }),
      row('hose', { frequency_rank: 5000 }),
      row('mouse', { frequency_rank: 1800 }),
      row('houses', { frequency_rank: 9000 }),
    ]);
    expect(found(index.search(ask({ key: 'house' }), none))).toEqual([
      'house:0',
      'House:0',
      'household:2',
      'houses:2',
      'mouse:3',
      'hose:3',
    ]);
    expect(found(index.search(ask({ key: 'houses', lemmas: ['house'] }), none))).toEqual([
      'houses:0',
      'house:1',
      'House:1',
    ]);
    expect(found(index.search(ask({ key: 'hous' }), none))).toEqual([
      'house:2',
      'housing:2',
      'household:2',
      'houses:2',
      'House:2',
    ]);
  });

  it('forgives one slip of any kind at any length, never two', () => {
    const index = new HeadwordIndex([row('dictionary'), row('the'), row('correr'), row('canción')]);
    const first = (key: string) => index.search(ask({ key }), none)?.[0]?.headword ?? null;
    expect(first('dictonary')).toBe('dictionary'); // missing
    expect(first('dictionnary')).toBe('dictionary'); // extra
    expect(first('dictiomary')).toBe('dictionary'); // wrong
    expect(first('dictoinary')).toBe('dictionary'); // swapped
    expect(first('hte')).toBe('the');
    expect(first('korrer')).toBe('correr');
    expect(index.search(ask({ key: 'dictomery' }), none)).toBeNull(); // two slips: trigrams are asked
    expect(index.search(ask({ key: 'zz' }), none)).toEqual([]); // too short for trigrams
  });

  it('keeps to the directions asked, hides what is only vulgar from students, pages', () => {
    const index = new HeadwordIndex([
      row('casa', { direction: 'es-en' }),
      row('case', { frequency_rank: 900 }),
      row('cash', { sensitive_only: true }),
    ]);
    const headwords = (query: Partial<IndexSearch>) =>
      index.search(ask({ key: 'cas', ...query }), none)?.map((hit) => hit.headword);
    expect(headwords({})).toEqual(['case', 'casa']);
    expect(headwords({ directions: ['es-en'] })).toEqual(['casa']);
    expect(headwords({ withSensitive: true })).toEqual(['case', 'casa', 'cash']);
    expect(headwords({ skip: 1, take: 1 })).toEqual(['casa']);
  });

  it("adds a school's words and hides the shared entries they replace, for that school only", () => {
    const hate = row('hate', { summary: 'odiar' });
    const index = new HeadwordIndex([hate, row('hat', { frequency_rank: 2 })]);
    const school = {
      entries: [entryOf(row('hate', { summary: 'odiar, aborrecer' })), entryOf(row('hater'))],
      overridden: new Set([hate.id]),
    };
    const summaries = (tenant: typeof school) =>
      index.search(ask({ key: 'hate' }), tenant)?.map((hit) => `${hit.summary}:${hit.tier}`);
    expect(summaries(school)).toEqual(['odiar, aborrecer:0', 'hater (es):2', 'hat (es):3']);
    expect(summaries(none)).toEqual(['odiar:0', 'hat (es):3']);
  });

  it('answers as a search of every entry one by one would, for prefixes, slips and pages', () => {
    // A small alphabet, so that prefixes, slips and ties are many.
    let seed = 7;
    const random = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const word = (length: number) => Array.from({ length }, () => 'abcde'[Math.floor(random() * 5)]).join('');
    const rows = Array.from({ length: 3000 }, () =>
      row(word(1 + Math.floor(random() * 7)), {
        direction: random() < 0.5 ? 'en-es' : 'es-en',
        proper_noun: random() < 0.1,
        frequency_rank: random() < 0.3 ? null : Math.floor(random() * 50),
        sensitive_only: random() < 0.05,
      }),
    );
    const index = new HeadwordIndex(rows);
    const reference = (query: IndexSearch) => {
      const tierOf = (key: string) =>
        key === query.key
          ? 0
          : query.lemmas.includes(key)
            ? 1
            : key.startsWith(query.key)
              ? 2
              : query.key.length >= 2 && oneSlipApart(key, query.key)
                ? 3
                : -1;
      const hits = rows
        .map(entryOf)
        .filter((entry) => query.directions.includes(entry.direction) && !entry.sensitive_only)
        .map((entry) => ({ entry, tier: tierOf(entry.search_key) }))
        .filter((hit) => hit.tier >= 0)
        .sort(
          (a, b) =>
            a.tier - b.tier ||
            Number(a.entry.proper_noun) - Number(b.entry.proper_noun) ||
            (a.entry.frequency_rank ?? 1e9) - (b.entry.frequency_rank ?? 1e9) ||
            a.entry.length - b.entry.length ||
            (a.entry.headword < b.entry.headword ? -1 : a.entry.headword > b.entry.headword ? 1 : 0) ||
            (a.entry.id < b.entry.id ? -1 : 1),
        );
      if (hits.length === 0 && query.key.length >= 3) return null;
      return hits.slice(query.skip, query.skip + query.take).map((hit) => `${hit.entry.id}:${hit.tier}`);
    };
    for (let round = 0; round < 400; round++) {
      const directions: TDictionaryDirection[][] = [['en-es'], ['es-en'], ['en-es', 'es-en']];
      const query = ask({
        key: word(1 + Math.floor(random() * 8)),
        lemmas: random() < 0.3 ? [word(3)] : [],
        directions: directions[round % 3]!,
        skip: Math.floor(random() * 5),
        take: 1 + Math.floor(random() * 20),
      });
      const answer = index.search(query, none)?.map((hit) => `${hit.id}:${hit.tier}`) ?? null;
      expect(answer, JSON.stringify(query)).toEqual(reference(query));
    }
  });
});
