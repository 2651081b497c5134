import type { TDictionaryDirection } from '@puente/shared';
import type { IndexedEntryRow, SearchHitRow } from '../dictionary.repository.ts';
import { spellingVariants } from '../spelling-variants.ts';

/** An entry as the index keeps it: what a hit shows and what ranks it. */
type Entry = IndexedEntryRow & { length: number };

/** Keys this long at most are searched with one slip forgiven (as `spellingVariants`). */
const LONGEST = 24;
/** A key's position among the sorted keys fits in the low 20 bits of a deletion's slot. */
const KEY_BITS = 2 ** 20;
/** Prefixes this long at most, shared by more keys than `CROWDED`, keep their entries in rank order. */
const SHORT_PREFIX = 4;
const CROWDED = 64;
/** An entry's position in rank order fits in the low 24 bits of a hit. */
const ENTRY_BITS = 2 ** 24;

/** What a search asks of the index: the key, the lemmas it may be a form of, the filters and the page. */
export type IndexSearch = {
  key: string;
  lemmas: readonly string[];
  directions: readonly TDictionaryDirection[];
  withSensitive: boolean;
  skip: number;
  take: number;
};

/**
 * One school's additions to the shared index: its own live entries (searched one by one: a school adds
 * tens or hundreds) and the shared entries they replace.
 */
export type TenantEntries = { entries: readonly Entry[]; overridden: ReadonlySet<string> };

/** 32-bit FNV-1a of a text without the character at `skip` (-1: the whole text). */
function hashWithout(text: string, skip: number): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    if (index === skip) continue;
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Whether two keys are one slip apart: a character missing, extra or wrong, or two neighbours swapped. */
export function oneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  if (a.length > b.length) return a.slice(at + 1) === b.slice(at);
  if (a.length < b.length) return a.slice(at) === b.slice(at + 1);
  if (a.slice(at + 1) === b.slice(at + 1)) return true;
  return a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
}

/** How a search ranks entries after their tier: common words before names, by use, short, by letter. */
function compareEntries(a: Entry, b: Entry): number {
  if (a.proper_noun !== b.proper_noun) return a.proper_noun ? 1 : -1;
  if (a.frequency_rank !== b.frequency_rank) {
    if (a.frequency_rank === null) return 1;
    if (b.frequency_rank === null) return -1;
    return a.frequency_rank - b.frequency_rank;
  }
  if (a.length !== b.length) return a.length - b.length;
  if (a.headword !== b.headword) return a.headword < b.headword ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export const entryOf = (row: IndexedEntryRow): Entry => ({
  ...row,
  // The same text once in memory when the key is the headword (most English words).
  search_key: row.search_key === row.headword ? row.headword : row.search_key,
  length: Array.from(row.headword).length,
});

/**
 * The shared dictionary in memory, for search as you type: entries in rank order, their keys sorted
 * (prefixes are a range), and every key with one character deleted, hashed and sorted (a key one
 * character longer than the text, or with one character wrong, shares such a deletion with it).
 * Answers as the search statement of `searchEntries` does, without its trigram tier (`null`: ask it).
 */
export class HeadwordIndex {
  /** Entries in rank order: a position compares as the entries do. */
  private readonly entries: Entry[];
  /** Distinct keys, sorted by code unit (the database's C collation for these texts). */
  private readonly keys: string[];
  /** The positions of each key's entries, ascending. */
  private readonly byKey = new Map<string, number[]>();
  /** `hash(key, whole or without one character) * KEY_BITS + key's place in keys`, sorted. */
  private readonly deletions: Float64Array;
  /**
   * The positions of the entries under each short prefix that many keys share, ascending: a search for
   * `a` or `con` reads its best entries from the front, not every key under it.
   */
  private readonly crowded = new Map<string, Int32Array>();

  constructor(rows: readonly IndexedEntryRow[]) {
    this.entries = rows.map(entryOf).sort(compareEntries);
    this.entries.forEach((entry, position) => {
      const found = this.byKey.get(entry.search_key);
      if (found) found.push(position);
      else this.byKey.set(entry.search_key, [position]);
    });
    this.keys = [...this.byKey.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const slots: number[] = [];
    this.keys.forEach((key, place) => {
      if (key.length > LONGEST + 1) return;
      // The whole key: a text with one character more shares it as one of its deletions.
      if (key.length < LONGEST) slots.push(hashWithout(key, -1) * KEY_BITS + place);
      for (let index = 0; index < key.length; index++) {
        // A doubled letter gives the same deletion twice: kept once.
        if (key[index] === key[index + 1]) continue;
        slots.push(hashWithout(key, index) * KEY_BITS + place);
      }
    });
    this.deletions = Float64Array.from(slots).sort();
    for (let length = 1; length <= SHORT_PREFIX; length++) {
      let start = 0;
      while (start < this.keys.length) {
        const prefix = (this.keys[start] as string).slice(0, length);
        let end = start + 1;
        if (prefix.length < length) {
          start = end;
          continue;
        }
        while (end < this.keys.length && (this.keys[end] as string).startsWith(prefix)) end++;
        if (end - start > CROWDED) {
          const positions = this.keys.slice(start, end).flatMap((key) => this.byKey.get(key) ?? []);
          this.crowded.set(prefix, Int32Array.from(positions).sort());
        }
        start = end;
      }
    }
  }

  get size(): number {
    return this.entries.length;
  }

  /** The keys sharing one hash, whole or with a character deleted (to be checked: hashes collide). */
  private keysWithDeletion(hash: number, into: Set<string>): void {
    const lowest = hash * KEY_BITS;
    const highest = lowest + KEY_BITS;
    const { deletions } = this;
    let low = 0;
    let high = deletions.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((deletions[middle] as number) < lowest) low = middle + 1;
      else high = middle;
    }
    for (let at = low; at < deletions.length; at++) {
      const slot = deletions[at] as number;
      if (slot >= highest) break;
      const key = this.keys[slot - lowest];
      if (key !== undefined) into.add(key);
    }
  }

  /**
   * The keys one slip away from `key` that exist. Every such key shares a hash with the text without
   * one of its characters, or with the whole text: a key with a character less is the text without one
   * (its whole hash is kept); one with another character, or two neighbours swapped, has a deletion in
   * common with it; one with a character more has the text as a deletion. Each is checked.
   */
  private slips(key: string): Set<string> {
    const found = new Set<string>();
    const letters = Array.from(key).length;
    if (letters < 2 || letters > LONGEST) return found;
    if (letters !== key.length) {
      // Outside the basic plane: the deletions and swaps of whole characters, as the statement has them.
      for (const variant of spellingVariants(key)) if (this.byKey.has(variant)) found.add(variant);
      return found;
    }
    const candidates = new Set<string>();
    for (let index = 0; index < key.length; index++)
      this.keysWithDeletion(hashWithout(key, index), candidates);
    this.keysWithDeletion(hashWithout(key, -1), candidates);
    for (const candidate of candidates) if (oneSlipApart(candidate, key)) found.add(candidate);
    return found;
  }

  /**
   * The page of entries a tenant sees for the search, ranked by tier (0 exact, 1 lemma, 2 prefix,
   * 3 one slip), then as `compareEntries`; `null` when no sure tier found anything and the key has
   * three characters or more: the caller asks for near spellings by trigrams (decision 0161). Near
   * spellings are looked for only when the sure tiers leave room on the page.
   */
  search(query: IndexSearch, tenant: TenantEntries): SearchHitRow[] | null {
    const { key } = query;
    const wanted = query.skip + query.take;
    const lemmas = new Set(query.lemmas);
    const tierOf = (candidate: string) =>
      candidate === key ? 0 : lemmas.has(candidate) ? 1 : candidate.startsWith(key) ? 2 : 3;
    const visible = (entry: Entry) =>
      query.directions.includes(entry.direction) &&
      (query.withSensitive || !entry.sensitive_only) &&
      !tenant.overridden.has(entry.id);
    // Shared hits as `tier * ENTRY_BITS + position`: positions are in rank order, so numbers sort as hits.
    const ranked: number[] = [];
    const add = (candidate: string, tier: number) => {
      for (const position of this.byKey.get(candidate) ?? []) {
        const entry = this.entries[position] as Entry;
        if (visible(entry)) ranked.push(tier * ENTRY_BITS + position);
      }
    };
    const done = new Set<string>();
    for (const candidate of [key, ...lemmas]) {
      if (done.has(candidate)) continue;
      done.add(candidate);
      add(candidate, tierOf(candidate));
    }
    // Keys that start with the text: only the best `wanted` can make the page.
    const prefixed: number[] = [];
    const crowded = this.crowded.get(key);
    if (crowded) {
      for (let at = 0; at < crowded.length && prefixed.length < wanted; at++) {
        const position = crowded[at] as number;
        const entry = this.entries[position] as Entry;
        if (!done.has(entry.search_key) && visible(entry)) prefixed.push(position);
      }
    } else {
      for (let at = this.lowerBound(key); at < this.keys.length; at++) {
        const candidate = this.keys[at] as string;
        if (!candidate.startsWith(key)) break;
        if (done.has(candidate)) continue;
        for (const position of this.byKey.get(candidate) ?? []) {
          if (visible(this.entries[position] as Entry)) prefixed.push(position);
        }
      }
    }
    const best = prefixed.length > wanted ? Int32Array.from(prefixed).sort().subarray(0, wanted) : prefixed;
    for (const position of best) ranked.push(2 * ENTRY_BITS + position);
    const own: { tier: number; entry: Entry }[] = [];
    for (const entry of tenant.entries) {
      if (!query.directions.includes(entry.direction)) continue;
      if (!query.withSensitive && entry.sensitive_only) continue;
      const candidate = entry.search_key;
      const near =
        candidate === key ||
        lemmas.has(candidate) ||
        candidate.startsWith(key) ||
        this.isSlip(candidate, key);
      if (near) own.push({ tier: tierOf(candidate), entry });
    }
    // Near spellings rank after every sure hit: with a page of sure hits, none can make it.
    const sure = ranked.length + own.filter((hit) => hit.tier < 3).length;
    if (sure < wanted) {
      for (const candidate of this.slips(key)) {
        if (done.has(candidate) || candidate.startsWith(key)) continue;
        done.add(candidate);
        add(candidate, 3);
      }
    }
    if (ranked.length === 0 && own.length === 0 && Array.from(key).length >= 3) return null;
    const hits =
      own.length === 0
        ? Float64Array.from(ranked)
            .sort()
            .subarray(query.skip, wanted)
            .reduce<{ tier: number; entry: Entry }[]>((page, slot) => {
              const tier = Math.floor(slot / ENTRY_BITS);
              page.push({ tier, entry: this.entries[slot - tier * ENTRY_BITS] as Entry });
              return page;
            }, [])
        : ranked
            .map((slot) => {
              const tier = Math.floor(slot / ENTRY_BITS);
              return { tier, entry: this.entries[slot - tier * ENTRY_BITS] as Entry };
            })
            .concat(own)
            .sort((a, b) => a.tier - b.tier || compareEntries(a.entry, b.entry))
            .slice(query.skip, wanted);
    return hits.map(({ tier, entry }) => ({
      id: entry.id,
      headword: entry.headword,
      direction: entry.direction,
      parts_of_speech: entry.parts_of_speech,
      summary: entry.summary,
      frequency_band: entry.frequency_band,
      search_key: entry.search_key,
      tier,
    }));
  }

  /** A school's own word one slip from the text (the same rule as `slips`). */
  private isSlip(candidate: string, key: string): boolean {
    const letters = Array.from(key).length;
    if (letters < 2 || letters > LONGEST) return false;
    if (letters !== key.length) return spellingVariants(key).includes(candidate);
    return oneSlipApart(candidate, key);
  }

  /** The place of the first key not before `key`. */
  private lowerBound(key: string): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.keys[middle] ?? '') < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
