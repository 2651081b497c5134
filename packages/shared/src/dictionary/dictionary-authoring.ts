import { z } from 'zod';
import { authoredFields, ZVersion } from '../authoring/resource-kit.ts';
import { localizedTitle, ZLocalizedText } from '../learning/localized-text.ts';
import { singleLineText } from '../rules/single-line-text.ts';
import { PARTS_OF_SPEECH } from './dictionary-api.ts';

const ZWordPartOfSpeech = z.enum(PARTS_OF_SPEECH, { error: 'dictionary.empty-part-of-speech' });

/** One meaning of a staff word: an optional English gloss and its Spanish translations. */
const ZWordSense = z.object({
  gloss: singleLineText(200).default(''),
  translations: z
    .array(singleLineText(120, 'dictionary.empty-translation'))
    .min(1, 'dictionary.no-translations')
    .max(20),
});

/** An example sentence in English with its Spanish translation. */
const ZWordExample = z.object({
  en: z.string().trim().min(1, 'dictionary.empty-example').max(300),
  es: z.string().trim().max(300).default(''),
});

const wordFields = {
  headword: singleLineText(120, 'dictionary.empty-headword'),
  partOfSpeech: ZWordPartOfSpeech,
  ipa: singleLineText(120).default(''),
  categoryId: z.uuid({ error: 'dictionary.category-not-found' }).nullable().default(null),
  senses: z.array(ZWordSense).min(1, 'dictionary.no-senses').max(20),
  examples: z.array(ZWordExample).max(10).default([]),
  /** An uploaded audio file (media of kind audio) of the word; it wins over the generated one. */
  audioMediaId: z.uuid({ error: 'dictionary.audio-not-found' }).nullable().default(null),
};

/** POST /api/dictionary/words: an English word of the school's own, with its senses and translations. */
export const ZDictionaryWordInput = z.object(wordFields);
export type TDictionaryWordInput = z.input<typeof ZDictionaryWordInput>;
/** PUT /api/dictionary/words/:id. */
export const ZDictionaryWordEdit = z.object({ ...wordFields, version: ZVersion });

export const ZDictionaryWordItem = z.object({
  ...authoredFields,
  headword: z.string(),
  partOfSpeech: z.enum(PARTS_OF_SPEECH),
  ipa: z.string(),
  categoryId: z.uuid().nullable(),
  /** The category's name, for the list. */
  category: ZLocalizedText.nullable(),
  senses: z.array(z.object({ gloss: z.string(), translations: z.array(z.string()) })),
  examples: z.array(z.object({ en: z.string(), es: z.string() })),
  audioMediaId: z.uuid().nullable(),
});
export type TDictionaryWordItem = z.infer<typeof ZDictionaryWordItem>;

/** List and check scope: the words of one category; the part of speech a headword check is for. */
export const ZDictionaryWordScope = z.object({
  categoryId: z.uuid().optional(),
  partOfSpeech: z.enum(PARTS_OF_SPEECH).optional(),
});

const categoryFields = { name: localizedTitle('dictionary.empty-category-name') };

/** POST /api/dictionary/categories: a theme words are grouped by ("comida", "viajes"). */
export const ZDictionaryCategoryInput = z.object(categoryFields);
export type TDictionaryCategoryInput = z.input<typeof ZDictionaryCategoryInput>;
export const ZDictionaryCategoryEdit = z.object({ ...categoryFields, version: ZVersion });
export const ZDictionaryCategoryItem = z.object({
  ...authoredFields,
  name: ZLocalizedText,
  /** Live words of the school in the category. */
  wordCount: z.number().int().min(0),
});
export type TDictionaryCategoryItem = z.infer<typeof ZDictionaryCategoryItem>;

const PHRASE_KINDS = ['phrase', 'idiom'] as const;
export type TPhraseKind = (typeof PHRASE_KINDS)[number];

const phraseFields = {
  kind: z.enum(PHRASE_KINDS, { error: 'dictionary.empty-phrase-kind' }),
  text: singleLineText(200, 'dictionary.empty-phrase'),
  translation: singleLineText(300, 'dictionary.empty-translation'),
  example: z.string().trim().max(300).default(''),
  /** Dictionary entries (shared or the school's) the phrase is shown with. */
  wordIds: z
    .array(z.uuid({ error: 'dictionary.word-not-found' }))
    .min(1, 'dictionary.no-linked-words')
    .max(10),
};

/** POST /api/dictionary/phrases: a phrase or idiom linked to the words it is shown with. */
export const ZDictionaryPhraseInput = z.object(phraseFields);
export type TDictionaryPhraseInput = z.input<typeof ZDictionaryPhraseInput>;
export const ZDictionaryPhraseEdit = z.object({ ...phraseFields, version: ZVersion });
export const ZDictionaryPhraseItem = z.object({
  ...authoredFields,
  kind: z.enum(PHRASE_KINDS),
  text: z.string(),
  translation: z.string(),
  example: z.string(),
  wordIds: z.array(z.uuid()),
  /** The linked entries' headwords, in the order of `wordIds` (an entry gone since is left out). */
  words: z.array(z.object({ id: z.uuid(), headword: z.string() })),
});
export type TDictionaryPhraseItem = z.infer<typeof ZDictionaryPhraseItem>;

const falseFriendFields = {
  en: singleLineText(120, 'dictionary.empty-false-friend-word'),
  enMeaning: singleLineText(200, 'dictionary.empty-false-friend-meaning'),
  es: singleLineText(120, 'dictionary.empty-false-friend-word'),
  esMeaning: singleLineText(200, 'dictionary.empty-false-friend-meaning'),
  /** The reference works that attest both meanings (titles and addresses). */
  source: z.string().trim().min(1, 'dictionary.empty-false-friend-source').max(600),
};

/** POST /api/dictionary/false-friends: a pair of look-alike words that mean different things. */
export const ZDictionaryFalseFriendInput = z.object(falseFriendFields);
export type TDictionaryFalseFriendInput = z.input<typeof ZDictionaryFalseFriendInput>;
/** PUT /api/dictionary/false-friends/:id. */
export const ZDictionaryFalseFriendEdit = z.object({ ...falseFriendFields, version: ZVersion });
export const ZDictionaryFalseFriendItem = z.object({
  ...authoredFields,
  en: z.string(),
  enMeaning: z.string(),
  es: z.string(),
  esMeaning: z.string(),
  source: z.string(),
});
export type TDictionaryFalseFriendItem = z.infer<typeof ZDictionaryFalseFriendItem>;
