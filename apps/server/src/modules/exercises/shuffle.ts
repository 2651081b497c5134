/** 32-bit FNV-1a hash of a string: the seed of a deterministic shuffle. */
function hash(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, good-enough pseudo-random generator. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A permutation of 0..n-1 that depends only on the seed (the exercise id), so a student sees the same
 * order on every device and the server can map ids back. Never the identity when n > 1 (unless
 * `allowIdentity`), so a "build the sentence" exercise never starts solved.
 * `permutation[shownPosition] = originalIndex`.
 */
export function seededPermutation(seed: string, n: number, { allowIdentity = false } = {}): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  const next = random(hash(seed));
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  if (!allowIdentity && n > 1 && order.every((value, index) => value === index)) order.push(order.shift()!);
  return order;
}
