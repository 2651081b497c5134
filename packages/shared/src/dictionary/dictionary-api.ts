import { z } from 'zod';
import { smallint } from '../column-integers.ts';
import { DICTIONARY_QUERY_MAX } from './dictionary-limits.ts';

/** Which way an entry translates: an English headword with Spanish translations, or the reverse. */
const ZDictionaryDirection = z.enum(['en-es', 'es-en']);
export type TDictionaryDirection = z.infer<typeof ZDictionaryDirection>;

/** Parts of speech, normalised from the source's labels (`{n}`, `{vt}`, `{m}` …). */
export const PARTS_OF_SPEECH = [
  'noun',
  'verb',
  'adjective',
  'adverb',
  'pronoun',
  'preposition',
  'conjunction',
  'interjection',
  'determiner',
  'article',
  'numeral',
  'proper-noun',
  'phrase',
  'proverb',
  'prefix',
  'suffix',
  'abbreviation',
  'contraction',
  'particle',
  'letter',
  'symbol',
  'other',
] as const;
export type TPartOfSpeech = (typeof PARTS_OF_SPEECH)[number];
const ZPartOfSpeech = z.enum(PARTS_OF_SPEECH);

/** 1 = among the 1,000 most used words of spoken English … 5 = rare or unknown. */
const ZFrequencyBand = smallint().min(1).max(5);

/** Lessons listed on an entry. */
export const DICTIONARY_LESSONS_MAX = 10;

/**
 * The search query. `q` of any length and alphabet is accepted and cut to DICTIONARY_QUERY_MAX
 * characters (the search reads the start of it); only a wrong direction or page answers 400.
 */
export const ZDictionarySearchQuery = z.object({
  q: z
    .string()
    .max(100_000)
    .default('')
    .transform((value) => Array.from(value.trim()).slice(0, DICTIONARY_QUERY_MAX).join('')),
  dir: z.enum(['auto', 'en-es', 'es-en']).default('auto'),
  Skip: z.coerce.number().int().min(0).max(1000).default(0),
  Take: z.coerce.number().int().min(1).max(100).default(30),
});
export type TDictionarySearchQuery = z.infer<typeof ZDictionarySearchQuery>;

/** What an inflected form is of its lemma (`embarazada` → `embarazado`: feminine). */
const INFLECTION_FEATURES = [
  'feminine',
  'plural',
  'past',
  'past-participle',
  'gerund',
  'present',
  'preterite',
  'imperfect',
  'future',
  'conditional',
  'third-person',
  'comparative',
  'superlative',
] as const;
export type TInflectionFeature = (typeof INFLECTION_FEATURES)[number];

/** A false friend flagged on a search or an entry, from the side of the word looked up. */
const ZFalseFriendFlag = z.object({
  /** The language of the word that matched (`es` for `embarazada`). */
  side: z.enum(['en', 'es']),
  en: z.string(),
  enMeaning: z.string(),
  es: z.string(),
  esMeaning: z.string(),
  source: z.string(),
});
export type TFalseFriendFlag = z.infer<typeof ZFalseFriendFlag>;

const ZDictionaryHit = z.object({
  id: z.uuid(),
  headword: z.string(),
  direction: ZDictionaryDirection,
  partsOfSpeech: z.array(ZPartOfSpeech),
  /** The first translations, for the result list. */
  summary: z.string(),
  frequencyBand: ZFrequencyBand,
  /** How it matched: the whole word, its start, or a near spelling. */
  match: z.enum(['exact', 'lemma', 'prefix', 'fuzzy']),
  /** For a `lemma` match: the form searched and what it is of this headword. */
  inflection: z.object({ form: z.string(), features: z.array(z.enum(INFLECTION_FEATURES)) }).nullable(),
});
export type TDictionaryHit = z.infer<typeof ZDictionaryHit>;

export const ZDictionarySearchResult = z.object({
  items: z.array(ZDictionaryHit),
  /** Whether a next page exists (`Skip + Take`). */
  hasMore: z.boolean(),
  /** The direction searched: the one asked for, or the one detected (null when both were searched). */
  direction: ZDictionaryDirection.nullable(),
  /** False friends of the text searched (or of the lemma it is a form of), both ways. */
  falseFriends: z.array(ZFalseFriendFlag),
});
export type TDictionarySearchResult = z.infer<typeof ZDictionarySearchResult>;

const ZDictionaryTranslation = z.object({
  text: z.string(),
  /** Grammatical gender and number as the source writes them: `m`, `f`, `m/f`, `m pl` … */
  gender: z.string().nullable(),
  tags: z.array(z.string()),
  /** The entry of this translation in the other direction, when there is one. */
  entryId: z.uuid().nullable(),
});

const ZDictionarySense = z.object({
  id: z.uuid(),
  gloss: z.string().nullable(),
  gender: z.string().nullable(),
  tags: z.array(z.string()),
  /** Vulgar or offensive: shown to staff only. */
  sensitive: z.boolean(),
  translations: z.array(ZDictionaryTranslation),
  /** A cross-reference (`SEE:`): the headword it points to and its entry when found. */
  seeAlso: z.object({ headword: z.string(), entryId: z.uuid().nullable() }).nullable(),
});

export const ZDictionaryEntry = z.object({
  id: z.uuid(),
  headword: z.string(),
  direction: ZDictionaryDirection,
  ipa: z.string().nullable(),
  frequencyBand: ZFrequencyBand,
  /** `wiktionary` for imported entries, `staff` for the tenant's own. */
  source: z.enum(['wiktionary', 'staff']),
  /** A name written the same in both languages (`Apple`): no direction to show. */
  sameInBothLanguages: z.boolean(),
  /** False friends of the headword, both ways. */
  falseFriends: z.array(ZFalseFriendFlag),
  /** Senses grouped by part of speech, in the source's order. */
  groups: z.array(z.object({ partOfSpeech: ZPartOfSpeech, senses: z.array(ZDictionarySense) })),
  /** Example sentences (the school's staff write them), English with Spanish. */
  examples: z.array(z.object({ en: z.string(), es: z.string() })),
  /** The school's theme of the word ("comida"), when staff gave it one. */
  category: z.object({ es: z.string(), en: z.string() }).nullable(),
  /** Phrases and idioms the school linked to the word. */
  phrases: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(['phrase', 'idiom']),
      text: z.string(),
      translation: z.string(),
      example: z.string(),
    }),
  ),
  /** The school staff's recording of the headword (it wins over the one the app ships for the word); null when none. */
  audioUrl: z.string().nullable(),
  /**
   * The school's lessons whose vocabulary has this word (students: of published courses), with the lesson's
   * example sentence for it: at most `DICTIONARY_LESSONS_MAX`, in course and lesson order.
   */
  lessons: z.array(
    z.object({
      courseId: z.uuid(),
      chapterId: z.uuid(),
      title: z.object({ es: z.string(), en: z.string() }),
      example: z.string(),
      exampleEs: z.string().nullable(),
      /** The caller has opened this lesson (the word was met there). */
      seen: z.boolean(),
    }),
  ),
});
export type TDictionaryEntry = z.infer<typeof ZDictionaryEntry>;

/** The most words `GET /api/dictionary/seen-words` answers. */
export const DICTIONARY_SEEN_WORDS_MAX = 3000;

/**
 * GET /api/dictionary/seen-words: the vocabulary of the lessons the caller has opened, as search keys
 * (lower case, accents folded, without `to `), each with its side and the lesson it was last seen in.
 */
export const ZDictionarySeenWords = z.object({
  words: z.array(
    z.object({
      key: z.string(),
      side: z.enum(['en', 'es']),
      lesson: z.object({ es: z.string(), en: z.string() }),
    }),
  ),
});
export type TDictionarySeenWords = z.infer<typeof ZDictionarySeenWords>;
