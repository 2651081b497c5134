import type { TDictionaryDirection } from '@puente/shared';
import type { IndexedEntryRow, SearchHitRow } from '../dictionary.repository.ts';
import { spellingVariants } from '../spelling-variants.ts';

/** An entry as the index keeps it: what a hit shows and what ranks it. */
type Entry = IndexedEntryRow & { length: number };

/** Keys this long at most are searched with one slip forgiven (as `spellingVariants`). */
const LONGEST = 24;
/** A key's position among the sorted keys fits in the low 20 bits of a deletion's slot. */
const KEY_BITS = 2 ** 20;

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
  /** `hash(key without one character) * KEY_BITS + key's place in keys`, sorted. */
  private readonly deletions: Float64Array;

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
      for (let index = 0; index < key.length; index++) {
        // A doubled letter gives the same deletion twice: kept once.
        if (key[index] === key[index + 1]) continue;
        slots.push(hashWithout(key, index) * KEY_BITS + place);
      }
    });
    this.deletions = Float64Array.from(slots).sort();
  }

  get size(): number {
    return this.entries.length;
  }

  /** The keys sharing the hash of one deletion (to be checked: hashes collide). */
  private keysWithDeletion(hash: number, into: Set<string>): void {
    const lowest = hash * KEY_BITS;
    let low = 0;
    let high = this.deletions.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.deletions[middle] ?? 0) < lowest) low = middle + 1;
      else high = middle;
    }
    for (let at = low; at < this.deletions.length; at++) {
      const slot = this.deletions[at] ?? 0;
      if (Math.floor(slot / KEY_BITS) !== hash) break;
      const key = this.keys[slot - hash * KEY_BITS];
      if (key !== undefined) into.add(key);
    }
  }

  /** The keys one slip away from `key` that exist. */
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
    for (let index = 0; index < key.length; index++) {
      // A key with a character less (the text has one extra) or two neighbours swapped.
      const shorter = key.slice(0, index) + key.slice(index + 1);
      if (this.byKey.has(shorter)) found.add(shorter);
      if (index + 1 < key.length) {
        const swapped = key.slice(0, index) + key[index + 1] + key[index] + key.slice(index + 2);
        if (this.byKey.has(swapped)) found.add(swapped);
      }
      // A key with another character here shares this deletion.
      this.keysWithDeletion(hashWithout(key, index), candidates);
    }
    // A key with one character more has the text as one of its deletions.
    this.keysWithDeletion(hashWithout(key, -1), candidates);
    for (const candidate of candidates) if (oneSlipApart(candidate, key)) found.add(candidate);
    found.delete(key);
    return found;
  }

  /**
   * The page of entries a tenant sees for the search, ranked by tier (0 exact, 1 lemma, 2 prefix,
   * 3 one slip), then as `compareEntries`; `null` when no sure tier found anything and the key has
   * three characters or more: the caller asks for near spellings by trigrams (decision 0161).
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
    const hits: { tier: number; entry: Entry }[] = [];
    const add = (candidate: string) => {
      const tier = tierOf(candidate);
      for (const position of this.byKey.get(candidate) ?? []) {
        const entry = this.entries[position];
        if (entry && visible(entry)) hits.push({ tier, entry });
      }
    };
    const done = new Set<string>();
    for (const candidate of [key, ...lemmas]) {
      if (done.has(candidate)) continue;
      done.add(candidate);
      add(candidate);
    }
    // Keys that start with the text: only the best `wanted` can make the page.
    const prefixed: number[] = [];
    for (let at = this.lowerBound(key); at < this.keys.length; at++) {
      const candidate = this.keys[at] ?? '';
      if (!candidate.startsWith(key)) break;
      if (done.has(candidate)) continue;
      for (const position of this.byKey.get(candidate) ?? []) {
        const entry = this.entries[position];
        if (entry && visible(entry)) prefixed.push(position);
      }
    }
    const best = prefixed.length > wanted ? Int32Array.from(prefixed).sort().subarray(0, wanted) : prefixed;
    for (const position of best) {
      const entry = this.entries[position];
      if (entry) hits.push({ tier: 2, entry });
    }
    for (const candidate of this.slips(key)) {
      if (done.has(candidate) || candidate.startsWith(key)) continue;
      done.add(candidate);
      add(candidate);
    }
    for (const entry of tenant.entries) {
      if (!query.directions.includes(entry.direction)) continue;
      if (!query.withSensitive && entry.sensitive_only) continue;
      const candidate = entry.search_key;
      const near =
        candidate === key ||
        lemmas.has(candidate) ||
        candidate.startsWith(key) ||
        this.isSlip(candidate, key);
      if (near) hits.push({ tier: tierOf(candidate), entry });
    }
    if (hits.length === 0 && Array.from(key).length >= 3) return null;
    hits.sort((a, b) => a.tier - b.tier || compareEntries(a.entry, b.entry));
    return hits.slice(query.skip, wanted).map(({ tier, entry }) => ({
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
