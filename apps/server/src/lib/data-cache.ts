import { LRUCache } from 'lru-cache';
import { KeysByTag } from './keys-by-tag.ts';

/**
 * What changed, as the database announces it (plugins/cache-invalidation.ts) or a writer says it:
 * an account's billing rows (`account`, id: the account), a tenant's content or settings (`content`,
 * `tenant`, id: the tenant), a learner's progress (`learner`, id: the user), a user (`user`: same as
 * `learner`); `all`: anything may have changed.
 */
export type DataChange = { kind: string; id: string } | { kind: 'all' };

/** Where changes come from: live while every change is being heard. */
type ChangeSource = {
  readonly live: boolean;
  subscribe(handler: (change: DataChange) => void): void;
};

export interface DataCache {
  /**
   * The value remembered under `key`, else `load()`'s, remembered under `tags` (`kind:id`, as a
   * DataChange names them) unless one of them changes while it loads. Concurrent misses of one key
   * share one load. Answers from memory only while connected to a live source of changes.
   */
  get<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T>;
  /** The value remembered under `key`, if any (only while connected to a live source): no promise. */
  peek<T>(key: string): T | undefined;
  /** Drops what the change affects on this instance, at once: a writer calls it after its commit. */
  invalidate(change: DataChange): void;
  /** Starts answering from memory while the source is live; every change it hears is applied. */
  connect(source: ChangeSource): void;
  /**
   * A source of the changes this cache applies, heard or told by a writer, live while this cache's own
   * source is: what another memory of the same data (a school's catalog) connects to.
   */
  readonly changes: ChangeSource;
  /**
   * Reads answered from memory (or by joining a load in flight) and reads that loaded, per cache: a
   * key's first part (`courses`, `account`, …), never the ids after it. Only while the cache is on.
   */
  counts(): ReadonlyMap<string, CacheCounts>;
}

type CacheCounts = { hits: number; misses: number };

/** The tag of what a change affects (a user change affects that user's learner data). */
export const tagOf = (kind: string, id: string) => `${kind === 'user' ? 'learner' : kind}:${id}`;

type Entry = { value: unknown; tags: readonly string[] };
type Pending = { promise: Promise<unknown>; tags: readonly string[]; stale: boolean };

export type DataCacheOptions = {
  /** At most this long per entry (0: no cache). */
  ttlMs: number;
  /** Entries remembered; the least recently used goes first. */
  max?: number;
  /** Total size (string values count their length, others 1 KB); the least recently used goes first. */
  maxSize?: number;
};

/**
 * An in-process cache of presented reads, each under tags (`account:<id>`, `learner:<id>`,
 * `content:<tenant>`, `tenant:<tenant>`), dropped by tag when a change is heard or a writer says so.
 * A read that was loading while a change to one of its tags arrived is answered but not kept, and a
 * request that comes after the change never joins it: it loads anew.
 */
export function createDataCache(options: DataCacheOptions): DataCache {
  let source: ChangeSource | null = null;
  /** The keys remembered under each tag. */
  const byTag = new KeysByTag();
  const pending = new Map<string, Pending>();
  const entries = new LRUCache<string, Entry>({
    max: options.max ?? 20_000,
    maxSize: options.maxSize ?? 64 * 1024 * 1024,
    sizeCalculation: (entry) => (typeof entry.value === 'string' ? Math.max(1, entry.value.length) : 1024),
    ttl: Math.max(options.ttlMs, 1),
    dispose: (entry, key) => byTag.remove(key, entry.tags),
  });
  const keep = (key: string, value: unknown, tags: readonly string[]) => {
    const entry: Entry = { value, tags };
    entries.set(key, entry);
    if (entries.peek(key) === entry) byTag.add(key, tags);
  };

  const followers: ((change: DataChange) => void)[] = [];
  const invalidate = (change: DataChange) => {
    for (const follower of followers) follower(change);
    if (!('id' in change)) {
      for (const loading of pending.values()) loading.stale = true;
      pending.clear();
      entries.clear();
      byTag.clear();
      return;
    }
    const tag = tagOf(change.kind, change.id);
    for (const [key, loading] of pending) {
      if (!loading.tags.includes(tag)) continue;
      loading.stale = true;
      pending.delete(key);
    }
    for (const key of byTag.take(tag)) entries.delete(key);
  };

  const counts = new Map<string, CacheCounts>();
  /** The counts of the cache a key belongs to (its part before the first colon). */
  const countsOf = (key: string): CacheCounts => {
    const at = key.indexOf(':');
    const name = at < 0 ? key : key.slice(0, at);
    const found = counts.get(name);
    if (found) return found;
    const fresh = { hits: 0, misses: 0 };
    counts.set(name, fresh);
    return fresh;
  };

  return {
    async get<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
      if (options.ttlMs <= 0 || !source?.live) return load();
      const counted = countsOf(key);
      const hit = entries.get(key);
      if (hit) {
        counted.hits++;
        return hit.value as T;
      }
      const joined = pending.get(key);
      if (joined) {
        counted.hits++;
        return joined.promise as Promise<T>;
      }
      counted.misses++;
      const loading: Pending = { promise: Promise.resolve(), tags, stale: false };
      const done = () => {
        if (pending.get(key) === loading) pending.delete(key);
      };
      const promise = load().then(
        (value) => {
          done();
          if (!loading.stale && source?.live) keep(key, value, tags);
          return value;
        },
        (error: unknown) => {
          done();
          throw error;
        },
      );
      loading.promise = promise;
      pending.set(key, loading);
      return promise;
    },
    peek<T>(key: string): T | undefined {
      if (options.ttlMs <= 0 || !source?.live) return undefined;
      const value = entries.get(key)?.value as T | undefined;
      if (value !== undefined) countsOf(key).hits++;
      return value;
    },
    invalidate,
    connect(next) {
      source = next;
      next.subscribe(invalidate);
    },
    counts: () => counts,
    changes: {
      get live() {
        return source?.live ?? false;
      },
      subscribe(handler) {
        followers.push(handler);
      },
    },
  };
}
