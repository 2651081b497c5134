import { KeysByTag } from '../lib/keys-by-tag.ts';

/** The ids a cached token answers to: its session and the administrator's it lives within, its user and impersonator. */
export type TokenOwners = {
  id: string;
  parentSessionId: string | null;
  userId: string;
  impersonatorId: string | null;
};

/**
 * Which cached tokens (by hash) a change drops, found by id instead of by a look through the whole cache
 * (decision 0191): a session's notice drops the token of that session and those of the impersonations
 * opened from it; a user's notice drops the user's tokens and those in which they act as someone else.
 * Kept in step with the cache by its insert and dispose hooks, so it holds exactly the tokens cached; the
 * tokens are filed under `session:<id>` and `user:<id>` tags, as the data cache files its entries.
 */
export class CachedTokenIndex {
  private readonly hashes = new KeysByTag();

  add(hash: string, owners: TokenOwners): void {
    this.hashes.add(hash, tagsOf(owners));
  }

  remove(hash: string, owners: TokenOwners): void {
    this.hashes.remove(hash, tagsOf(owners));
  }

  /**
   * The hashes a change of that session or user drops, forgotten under that id at once (the cache drops
   * them next, and its dispose hook unlinks them from their other ids).
   */
  take(kind: 'session' | 'user', id: string): string[] {
    return this.hashes.take(`${kind}:${id}`);
  }

  /** How many ids it holds hashes for (what a test counts). */
  get size(): number {
    return this.hashes.size;
  }

  clear(): void {
    this.hashes.clear();
  }
}

/** A token's tags: its session and the one it lives within, its user and its impersonator. */
function tagsOf(owners: TokenOwners): string[] {
  const tags = [`session:${owners.id}`, `user:${owners.userId}`];
  if (owners.parentSessionId) tags.push(`session:${owners.parentSessionId}`);
  if (owners.impersonatorId) tags.push(`user:${owners.impersonatorId}`);
  return tags;
}
