import { LRUCache } from 'lru-cache';
import type { Database } from '../../../db/database.ts';
import { listLiveEntries } from '../dictionary.repository.ts';
import { type FalseFriendList, listFalseFriends } from '../learner/index.ts';
import { entryOf, HeadwordIndex, type TenantEntries } from './headword-index.ts';

/** A change the database announces (plugins/cache-invalidation.ts), as far as the dictionary cares. */
type Change = { kind: string; id: string } | { kind: 'all' };

/** Where changes come from: live while every change is being heard. */
type ChangeSource = { readonly live: boolean; subscribe(handler: (change: Change) => void): void };

/** What a school adds to the shared index: its words, the shared ones they replace, its false friends. */
type SchoolPart = TenantEntries & { falseFriends: FalseFriendList };

/** The shared index and a school's part, read for one search. */
type DictionaryMemory = { shared: HeadwordIndex; school: SchoolPart };

export interface DictionarySearchIndex {
  /**
   * The shared index and the school's part, loaded when first asked for and kept until a change to
   * them is heard; `null` while changes are not being heard (the database answers then), or when a
   * change arrived while they loaded.
   */
  memoryFor(tenantId: string): Promise<DictionaryMemory | null>;
  /** Starts loading the shared index (at start, in the background), if changes are being heard. */
  warm(): void;
  /** Drops what a change affects on this instance, at once: a writer calls it after its commit. */
  invalidate(change: Change): void;
}

/** Schools whose part is kept (a few words and a list of false friends each). */
const SCHOOLS_KEPT = 2_000;

/**
 * The dictionary searched in this process (decision 0162): the shared entries in a `HeadwordIndex`,
 * each school's own words and false friends beside it. Kept only while the database's change
 * announcements are heard: `dictionary:shared` (an import) reloads the shared index, `dictionary:<tenant>`
 * and `tenant:<tenant>` a school's part (a word saved in the wizards, a false friend edited), `all` (the
 * listener was lost) everything. A load during which a change arrived answers nothing and is not kept.
 */
export function createDictionarySearchIndex(
  db: Database,
  changes: ChangeSource,
  log?: { info(object: object, message: string): void; warn(object: object, message: string): void },
): DictionarySearchIndex {
  let shared: Promise<HeadwordIndex | null> | null = null;
  /** The shared load under way, even one a change made useless: never two at once (an import announces many). */
  let sharedLoading: Promise<unknown> | null = null;
  const schools = new LRUCache<string, Promise<SchoolPart | null>>({ max: SCHOOLS_KEPT });

  const loadShared = (): Promise<HeadwordIndex | null> => {
    const started = performance.now();
    const loading: Promise<HeadwordIndex | null> = listLiveEntries(db, null).then(
      ({ entries }) => {
        const index = new HeadwordIndex(entries);
        if (shared !== loading) return null;
        log?.info(
          { entries: index.size, ms: Math.round(performance.now() - started) },
          'dictionary search index built',
        );
        return index;
      },
      (error: unknown) => {
        if (shared === loading) shared = null;
        log?.warn({ err: error }, 'dictionary search index not built');
        return null;
      },
    );
    shared = loading;
    sharedLoading = loading;
    void loading.finally(() => {
      if (sharedLoading === loading) sharedLoading = null;
    });
    return loading;
  };

  /** The shared index, loading it unless a load made useless by a change is still under way. */
  const sharedIndex = (): Promise<HeadwordIndex | null> =>
    shared ?? (sharedLoading ? Promise.resolve(null) : loadShared());

  const loadSchool = (tenantId: string): Promise<SchoolPart | null> => {
    const loading: Promise<SchoolPart | null> = Promise.all([
      listLiveEntries(db, tenantId),
      listFalseFriends(db, tenantId),
    ]).then(
      ([{ entries, overridden }, falseFriends]) =>
        schools.peek(tenantId) === loading
          ? { entries: entries.map(entryOf), overridden: new Set(overridden), falseFriends }
          : null,
      () => {
        if (schools.peek(tenantId) === loading) schools.delete(tenantId);
        return null;
      },
    );
    schools.set(tenantId, loading);
    return loading;
  };

  const invalidate = (change: Change) => {
    if (!('id' in change)) {
      shared = null;
      schools.clear();
      return;
    }
    if (change.kind === 'dictionary' && change.id === 'shared') shared = null;
    else if (change.kind === 'dictionary' || change.kind === 'tenant') schools.delete(change.id);
  };
  changes.subscribe(invalidate);

  return {
    async memoryFor(tenantId) {
      if (!changes.live) return null;
      const [index, school] = await Promise.all([
        sharedIndex(),
        schools.get(tenantId) ?? loadSchool(tenantId),
      ]);
      // A change heard while loading: the database answers this search, the next one loads again.
      if (!index || !school) return null;
      return { shared: index, school };
    },
    warm() {
      if (changes.live) void sharedIndex();
    },
    invalidate,
  };
}
