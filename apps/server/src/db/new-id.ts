import { randomFillSync } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';

// uuid's v7 asks Web Crypto for 16 random bytes per id, which was a fifth of the app's CPU when a wrong
// exercise answer made seven ids. The bytes come instead from a pool filled 256 ids at a time, and the
// order within a millisecond is kept as uuid keeps it: a counter that starts at random each millisecond.
const pool = new Uint8Array(16 * 256);
let taken = pool.length;
let lastMs = Number.NEGATIVE_INFINITY;
let seq = 0;

/** A new UUID v7: ordered by creation time, later than every id made before it by this process. */
export function newId(): string {
  if (taken === pool.length) {
    randomFillSync(pool);
    taken = 0;
  }
  const random = pool.subarray(taken, taken + 16);
  taken += 16;
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    seq = ((random[6]! & 0x7f) << 24) | (random[7]! << 16) | (random[8]! << 8) | random[9]!;
  } else {
    seq = (seq + 1) | 0;
    if (seq === 0) lastMs++;
  }
  return uuidv7({ random, msecs: lastMs, seq });
}
