import type {
  TDictionaryPhraseItem,
  TDictionaryWordInput,
  TDictionaryWordItem,
  TPhraseKind,
} from '@puente/shared';

/** The word form's model (an edit's also carries the version read). */
export type WordFormValues = {
  version?: number;
  headword: string;
  /** '' until chosen. */
  partOfSpeech: string;
  ipa: string;
  categoryId: string | null;
  senses: { gloss: string; translations: string[] }[];
  examples: { en: string; es: string }[];
  audioMediaId: string | null;
};

export const emptyWord = (): WordFormValues => ({
  headword: '',
  partOfSpeech: '',
  ipa: '',
  categoryId: null,
  senses: [{ gloss: '', translations: [] }],
  examples: [],
  audioMediaId: null,
});

export const wordValues = (word: TDictionaryWordItem): WordFormValues => ({
  version: word.version,
  headword: word.headword,
  partOfSpeech: word.partOfSpeech,
  ipa: word.ipa,
  categoryId: word.categoryId,
  senses: word.senses,
  examples: word.examples,
  audioMediaId: word.audioMediaId,
});

/** What POST /api/dictionary/words gets (PUT adds the version). */
export const wordInput = ({ version: _version, ...values }: WordFormValues) => values as TDictionaryWordInput;

/** The phrase form's model: the linked entries keep their headwords, for the chips. */
export type PhraseFormValues = {
  version?: number;
  /** '' until chosen. */
  kind: TPhraseKind | '';
  text: string;
  translation: string;
  example: string;
  wordIds: string[];
  words: { id: string; headword: string }[];
};

export const emptyPhrase = (): PhraseFormValues => ({
  kind: 'phrase',
  text: '',
  translation: '',
  example: '',
  wordIds: [],
  words: [],
});

export const phraseValues = (phrase: TDictionaryPhraseItem): PhraseFormValues => ({
  version: phrase.version,
  kind: phrase.kind,
  text: phrase.text,
  translation: phrase.translation,
  example: phrase.example,
  wordIds: phrase.words.map((word) => word.id),
  words: phrase.words,
});

/** What POST /api/dictionary/phrases gets. */
export const phraseInput = ({ version: _version, words: _words, ...values }: PhraseFormValues) => values;
