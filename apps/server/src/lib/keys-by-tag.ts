/**
 * Keys filed under tags, both ways kept small: which keys a change of one tag drops (the data cache's
 * entries under `account:<id>`, the token cache's tokens under `session:<id>`). A key is filed as it is
 * stored and taken out as it leaves, so the sets hold exactly what is stored.
 */
export class KeysByTag {
  private readonly byTag = new Map<string, Set<string>>();

  add(key: string, tags: Iterable<string>): void {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (keys) keys.add(key);
      else this.byTag.set(tag, new Set([key]));
    }
  }

  remove(key: string, tags: Iterable<string>): void {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.byTag.delete(tag);
    }
  }

  /** The keys under a tag, forgotten under it at once (a copy: dropping them changes the sets). */
  take(tag: string): string[] {
    const keys = this.byTag.get(tag);
    if (!keys) return [];
    this.byTag.delete(tag);
    return [...keys];
  }

  /** How many tags have keys. */
  get size(): number {
    return this.byTag.size;
  }

  clear(): void {
    this.byTag.clear();
  }
}
