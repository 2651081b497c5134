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
 * Kept in step with the cache by its insert and dispose hooks, so it holds exactly the tokens cached.
 */
export class CachedTokenIndex {
  private readonly bySession = new Map<string, Set<string>>();
  private readonly byUser = new Map<string, Set<string>>();

  add(hash: string, owners: TokenOwners): void {
    link(this.bySession, owners.id, hash);
    if (owners.parentSessionId) link(this.bySession, owners.parentSessionId, hash);
    link(this.byUser, owners.userId, hash);
    if (owners.impersonatorId) link(this.byUser, owners.impersonatorId, hash);
  }

  remove(hash: string, owners: TokenOwners): void {
    unlink(this.bySession, owners.id, hash);
    if (owners.parentSessionId) unlink(this.bySession, owners.parentSessionId, hash);
    unlink(this.byUser, owners.userId, hash);
    if (owners.impersonatorId) unlink(this.byUser, owners.impersonatorId, hash);
  }

  /**
   * The hashes a change of that session or user drops, forgotten under that id at once (the cache drops
   * them next, and its dispose hook unlinks them from their other ids).
   */
  take(kind: 'session' | 'user', id: string): string[] {
    const map = kind === 'session' ? this.bySession : this.byUser;
    const hashes = map.get(id);
    if (!hashes) return [];
    map.delete(id);
    return [...hashes];
  }

  /** How many ids it holds hashes for (what a test counts). */
  get size(): number {
    return this.bySession.size + this.byUser.size;
  }

  clear(): void {
    this.bySession.clear();
    this.byUser.clear();
  }
}

function link(map: Map<string, Set<string>>, id: string, hash: string) {
  const hashes = map.get(id);
  if (hashes) hashes.add(hash);
  else map.set(id, new Set([hash]));
}

function unlink(map: Map<string, Set<string>>, id: string, hash: string) {
  const hashes = map.get(id);
  if (!hashes) return;
  hashes.delete(hash);
  if (hashes.size === 0) map.delete(id);
}
