/**
 * The fuzz factor ts-fsrs draws for an interval: the first number of an Alea generator (Johannes Baagøe's,
 * as ts-fsrs and seedrandom write it) seeded with the card's seed. ts-fsrs builds a new generator for every
 * fuzzed interval, three times a card when its four ratings are previewed, each hashing the seed three
 * times; the first draw needs the hash of the seed once. Same numbers: `fuzz-draw.test.ts` compares them
 * with ts-fsrs's own scheduler over thousands of cards, and fails if a release of ts-fsrs draws otherwise.
 */

/** Alea's string hash, with its running state: each call goes on from where the last one ended. */
function mashFrom(state: number) {
  let n = state;
  const mash = (data: string) => {
    for (let i = 0; i < data.length; i++) {
      n += data.charCodeAt(i);
      let h = 0.02519603282416938 * n;
      n = h >>> 0;
      h -= n;
      h *= n;
      n = h >>> 0;
      h -= n;
      n += h * 4294967296;
    }
    return (n >>> 0) * 2.3283064365386963e-10;
  };
  return { mash, state: () => n };
}

// A generator starts by hashing " " three times (its three seeds), always the same: done once here.
const start = mashFrom(4022871197);
const firstSeed = start.mash(' ');
start.mash(' ');
start.mash(' ');
const afterSpaces = start.state();

/** The first number the Alea generator seeded with `seed` gives, in [0, 1). */
export function firstAleaDraw(seed: string): number {
  // s0 less the seed's first hash; the generator's first number depends on s0 alone (c starts at 1).
  let s0 = firstSeed - mashFrom(afterSpaces).mash(seed);
  if (s0 < 0) s0 += 1;
  const t = 2091639 * s0 + 2.3283064365386963e-10;
  return t - (t | 0);
}

let lastSeed: string | undefined;
let lastDraw = 0;

/** `firstAleaDraw`, the last seed's draw kept: a card's three fuzzed intervals share their seed. */
export function fuzzDraw(seed: string): number {
  if (seed !== lastSeed) {
    lastDraw = firstAleaDraw(seed);
    lastSeed = seed;
  }
  return lastDraw;
}
