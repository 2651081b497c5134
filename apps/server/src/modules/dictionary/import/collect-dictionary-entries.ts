import type { TDictionaryDirection, TPartOfSpeech } from '@puente/shared';
import coreSensesJson from '../../../../assets/dictionary/core-senses.json' with { type: 'json' };
import { lemmaCandidates } from '../learner/index.ts';
import {
  englishHeadwordRank,
  englishRank,
  frequencyBand,
  spanishForms,
  spanishRank,
} from '../word-frequency.ts';
import { type ParsedSense, parseDictionaryLine } from './parse-dictionary-line.ts';

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
  /** Only a name (proper noun, abbreviation …): ranks after the common words of the same spelling. */
  properNoun: boolean;
  frequencyRank: number | null;
  frequencyBand: number;
  senses: ParsedSense[];
};

const SUMMARY_MAX = 160;

export const importKeyOf = (direction: TDictionaryDirection, headword: string) => `${direction}:${headword}`;

/**
 * The result list's line: the translations most senses share first (`run` → `correr`); for Spanish
 * headwords, those of the first senses (already ranked), the most used English words first within one.
 * Vulgar or offensive ones are left out.
 */
function summaryOf(senses: ParsedSense[], direction: TDictionaryDirection): string {
  const seen = new Map<string, { count: number; order: number; rank: number; sense: number }>();
  for (const [index, sense] of senses.entries()) {
    if (sense.sensitive) continue;
    for (const translation of sense.translations) {
      if (translation.sensitive) continue;
      const known = seen.get(translation.text);
      if (known) known.count++;
      else {
        // Spanish headwords: the senses are already ranked (plain before regional, `carpeta`: folder
        // before the Argentinian tablecloth); the English use only breaks ties within a sense.
        const rank = direction === 'es-en' ? (englishRank(translation.text) ?? Number.MAX_SAFE_INTEGER) : 0;
        seen.set(translation.text, {
          count: 1,
          order: seen.size,
          rank,
          sense: direction === 'es-en' ? index : 0,
        });
      }
    }
  }
  if (seen.size === 0) {
    const see = senses.find((sense) => sense.seeAlso)?.seeAlso;
    return see ? `→ ${see}` : '';
  }
  const texts = [...seen]
    .sort(([, a], [, b]) => a.sense - b.sense || a.rank - b.rank || b.count - a.count || a.order - b.order)
    .map(([text]) => text);
  const summary = texts.slice(0, direction === 'en-es' ? 5 : 3).join(direction === 'en-es' ? ', ' : '; ');
  return summary.length > SUMMARY_MAX ? `${summary.slice(0, SUMMARY_MAX - 1)}…` : summary;
}

/** A headword as search keys fold it: lower case, without accents. */
const foldedKey = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The best rank of the forms of each Spanish headword in the Spanish list (a list of word forms:
 * `embarazada` is there, `embarazado` is not): each listed form credits the lemmas its ending may come
 * from, when the lemma's parts of speech fit the ending (`casas` credits `casa`, not `caso`); a form
 * that is a headword itself credits nothing else.
 */
function spanishLemmaRanks(
  entries: Iterable<{ direction: TDictionaryDirection; headword: string; senses: ParsedSense[] }>,
) {
  const byKey = new Map<string, { headword: string; parts: Set<TPartOfSpeech> }[]>();
  for (const entry of entries) {
    if (entry.direction !== 'es-en') continue;
    const key = foldedKey(entry.headword);
    const list = byKey.get(key) ?? [];
    list.push({ headword: entry.headword, parts: new Set(entry.senses.map((sense) => sense.partOfSpeech)) });
    byKey.set(key, list);
  }
  const best = new Map<string, number>();
  for (const [form, rank] of spanishForms()) {
    // A form that is a headword of its own counts for itself only (`casa` does not make `casar` common).
    if (byKey.has(foldedKey(form))) continue;
    for (const candidate of lemmaCandidates(foldedKey(form), ['es-en'])) {
      for (const lemma of byKey.get(candidate.lemma) ?? []) {
        if (!candidate.partsOfSpeech.some((pos) => lemma.parts.has(pos))) continue;
        if (rank < (best.get(lemma.headword) ?? Number.MAX_SAFE_INTEGER)) best.set(lemma.headword, rank);
      }
    }
  }
  return best;
}

/**
 * An entry's own frequency: an English headword by SUBTLEX-US; a Spanish one by the Spanish list, as
 * itself or through its inflected forms (`embarazado` through `embarazada`).
 */
function rankOf(direction: TDictionaryDirection, headword: string, lemmaRanks: ReadonlyMap<string, number>) {
  if (direction === 'en-es') return englishHeadwordRank(headword);
  const own = spanishRank(headword);
  const forms = lemmaRanks.get(headword) ?? null;
  if (own === null) return forms;
  return forms === null ? own : Math.min(own, forms);
}

const NONE = Number.MAX_SAFE_INTEGER;

/** The core sense of the most used words (its gloss, or for Spanish its translation), curated. */
const coreSenses = coreSensesJson as Record<'en' | 'es', Record<string, string>>;

/** The use of a sense's most used translation, in the translations' language. */
const translationRank = (sense: ParsedSense, direction: TDictionaryDirection) =>
  Math.min(
    ...sense.translations.map(
      (t) => (direction === 'en-es' ? spanishRank(t.text) : englishRank(t.text)) ?? NONE,
    ),
    NONE,
  );

/**
 * Senses by measured signals, never by the file's order (it lists a word's lines alphabetically by
 * gloss): the curated core sense of a frequent word first, then the line that carries the
 * pronunciation (the source writes the IPA on the main sense: `house … /haʊs/ (human abode)`), then
 * senses without a region or register (`[colloquial]`, `[Chile]`), then by the use of the sense's most used translation, then senses with more translations; vulgar or
 * offensive ones and bare cross-references last.
 */
function rankSenses(senses: ParsedSense[], direction: TDictionaryDirection, core: string | undefined) {
  return senses
    .map((sense, order) => ({
      sense,
      order,
      core:
        core !== undefined && (sense.gloss === core || sense.translations.some((t) => t.text === core))
          ? 0
          : 1,
      ipa: sense.ipa ? 0 : 1,
      marked: sense.tags.some((tag) => !GRAMMAR_TAGS.has(tag)) ? 1 : 0,
      see: sense.translations.length === 0 ? 1 : 0,
      rank: translationRank(sense, direction),
    }))
    .sort(
      (a, b) =>
        Number(a.sense.sensitive) - Number(b.sense.sensitive) ||
        a.see - b.see ||
        a.core - b.core ||
        a.ipa - b.ipa ||
        a.marked - b.marked ||
        a.rank - b.rank ||
        b.sense.translations.length - a.sense.translations.length ||
        a.order - b.order,
    )
    .map(({ sense }) => sense);
}

/** Tags that describe the grammar, not a region or register (a sense with those ranks as unmarked). */
const GRAMMAR_TAGS = new Set(['transitive', 'intransitive', 'reflexive', 'pronominal']);

/** Parts of speech of a name rather than a word: an entry with only these ranks after common words. */
const NAME_PARTS = new Set<TPartOfSpeech>(['proper-noun', 'abbreviation', 'symbol', 'letter']);

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
  const lemmaRanks = spanishLemmaRanks(byKey.values());
  const entries = [...byKey].map(([key, { direction, headword, senses: inFileOrder }]): CollectedEntry => {
    const core = coreSenses[direction === 'en-es' ? 'en' : 'es'][headword];
    const senses = rankSenses(inFileOrder, direction, core);
    const rank = rankOf(direction, headword, lemmaRanks);
    return {
      key,
      direction,
      headword,
      ipa: senses.find((sense) => sense.ipa)?.ipa ?? null,
      partsOfSpeech: [...new Set(senses.map((sense) => sense.partOfSpeech))],
      summary: summaryOf(senses, direction),
      sensitiveOnly: senses.every((sense) => sense.sensitive),
      properNoun: senses.every((sense) => NAME_PARTS.has(sense.partOfSpeech)),
      frequencyRank: rank,
      frequencyBand: frequencyBand(rank),
      senses,
    };
  });
  return { entries, refused };
}
