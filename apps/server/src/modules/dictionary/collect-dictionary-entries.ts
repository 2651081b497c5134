import type { TDictionaryDirection, TPartOfSpeech } from '@puente/shared';
import { type ParsedSense, parseDictionaryLine } from './parse-dictionary-line.ts';
import { englishRank, frequencyBand } from './word-frequency.ts';

/** One source file's lines, with the direction it translates and its name for messages. */
export type DictionarySourceFile = {
  name: string;
  direction: TDictionaryDirection;
  lines: readonly string[];
};

/** A line the import left out, with its 1-based number and why. */
export type RefusedLine = { file: string; line: number; reason: string };

/** An entry as the import writes it: a headword in one direction with its senses in file order. */
export type CollectedEntry = {
  key: string;
  direction: TDictionaryDirection;
  headword: string;
  ipa: string | null;
  partsOfSpeech: TPartOfSpeech[];
  summary: string;
  sensitiveOnly: boolean;
  frequencyRank: number | null;
  frequencyBand: number;
  senses: ParsedSense[];
};

const SUMMARY_MAX = 160;

export const importKeyOf = (direction: TDictionaryDirection, headword: string) => `${direction}:${headword}`;

/**
 * The result list's line: the translations most senses share first (`run` → `correr`); for Spanish
 * headwords, the most used English words first (`correr` → `to run`). Vulgar or offensive ones are left out.
 */
function summaryOf(senses: ParsedSense[], direction: TDictionaryDirection): string {
  const seen = new Map<string, { count: number; order: number; rank: number }>();
  for (const sense of senses) {
    if (sense.sensitive) continue;
    for (const translation of sense.translations) {
      if (translation.sensitive) continue;
      const known = seen.get(translation.text);
      if (known) known.count++;
      else {
        const rank = direction === 'es-en' ? (englishRank(translation.text) ?? Number.MAX_SAFE_INTEGER) : 0;
        seen.set(translation.text, { count: 1, order: seen.size, rank });
      }
    }
  }
  if (seen.size === 0) {
    const see = senses.find((sense) => sense.seeAlso)?.seeAlso;
    return see ? `→ ${see}` : '';
  }
  const texts = [...seen]
    .sort(([, a], [, b]) => a.rank - b.rank || b.count - a.count || a.order - b.order)
    .map(([text]) => text);
  const summary = texts.slice(0, direction === 'en-es' ? 5 : 3).join(direction === 'en-es' ? ', ' : '; ');
  return summary.length > SUMMARY_MAX ? `${summary.slice(0, SUMMARY_MAX - 1)}…` : summary;
}

/**
 * An English headword ranks by its own use; a Spanish one by its most used translation that translates
 * back to it.
 */
function rankOf(
  direction: TDictionaryDirection,
  headword: string,
  senses: ParsedSense[],
  spanishOf: ReadonlyMap<string, ReadonlySet<string>>,
): number | null {
  if (direction === 'en-es') return englishRank(headword);
  const spanish = headword.toLowerCase();
  let best: number | null = null;
  for (const sense of senses) {
    if (sense.sensitive) continue;
    for (const translation of sense.translations) {
      // Only a translation that gives the word back counts: `runa` is `rune` (rare), not `man`, whose
      // Spanish is `hombre` (a colloquial sense would make `runa` very common otherwise). A translation
      // the English file does not list is taken as it is.
      const back = spanishOf.get(englishKeyOf(translation.text));
      if (back && !back.has(spanish)) continue;
      const rank = englishRank(translation.text);
      if (rank !== null && (best === null || rank < best)) best = rank;
    }
  }
  return best;
}

/** An English headword or translation as the other file writes it: lower case, without `to `. */
const englishKeyOf = (text: string) => text.toLowerCase().replace(/^to\s+/, '');

/** The Spanish translations (lower case) of each English headword of the English file. */
function spanishTranslations(
  entries: Iterable<{ direction: TDictionaryDirection; headword: string; senses: ParsedSense[] }>,
) {
  const spanishOf = new Map<string, Set<string>>();
  for (const entry of entries) {
    if (entry.direction !== 'en-es') continue;
    const key = englishKeyOf(entry.headword);
    let found = spanishOf.get(key);
    if (!found) {
      found = new Set();
      spanishOf.set(key, found);
    }
    for (const sense of entry.senses) {
      for (const translation of sense.translations) found.add(translation.text.toLowerCase());
    }
  }
  return spanishOf;
}

const senseRank = (sense: ParsedSense) =>
  Math.min(
    ...sense.translations.map((t) => englishRank(t.text) ?? Number.MAX_SAFE_INTEGER),
    Number.MAX_SAFE_INTEGER,
  );

/** Senses by the use of their English translation, vulgar or offensive ones last (stable otherwise). */
const byEnglishRank = (senses: ParsedSense[]) =>
  senses
    .map((sense, order) => ({ sense, order, rank: senseRank(sense) }))
    .sort(
      (a, b) => Number(a.sense.sensitive) - Number(b.sense.sensitive) || a.rank - b.rank || a.order - b.order,
    )
    .map(({ sense }) => sense);

/**
 * Parses the source files into entries (one per direction and headword, senses in file order) and
 * the refused lines. Pure: the import writes what this returns.
 */
export function collectDictionaryEntries(files: readonly DictionarySourceFile[]): {
  entries: CollectedEntry[];
  refused: RefusedLine[];
} {
  const byKey = new Map<
    string,
    { direction: TDictionaryDirection; headword: string; senses: ParsedSense[] }
  >();
  const refused: RefusedLine[] = [];
  for (const file of files) {
    file.lines.forEach((line, index) => {
      const parsed = parseDictionaryLine(line, file.direction);
      if (parsed.kind === 'refused')
        refused.push({ file: file.name, line: index + 1, reason: parsed.reason });
      if (parsed.kind !== 'sense') return;
      const key = importKeyOf(file.direction, parsed.sense.headword);
      let entry = byKey.get(key);
      if (!entry) {
        entry = { direction: file.direction, headword: parsed.sense.headword, senses: [] };
        byKey.set(key, entry);
      }
      entry.senses.push(parsed.sense);
    });
  }
  const spanishOf = spanishTranslations(byKey.values());
  const entries = [...byKey].map(([key, { direction, headword, senses: inFileOrder }]): CollectedEntry => {
    // The Spanish file lists senses alphabetically: the most used English meaning goes first instead
    // (`correr`: `to run` before `to cop out`). The English file keeps its order.
    const senses = direction === 'es-en' ? byEnglishRank(inFileOrder) : inFileOrder;
    const rank = rankOf(direction, headword, senses, spanishOf);
    return {
      key,
      direction,
      headword,
      ipa: senses.find((sense) => sense.ipa)?.ipa ?? null,
      partsOfSpeech: [...new Set(senses.map((sense) => sense.partOfSpeech))],
      summary: summaryOf(senses, direction),
      sensitiveOnly: senses.every((sense) => sense.sensitive),
      frequencyRank: rank,
      frequencyBand: frequencyBand(rank),
      senses,
    };
  });
  return { entries, refused };
}
